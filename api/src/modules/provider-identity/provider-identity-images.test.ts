import { maximumProviderImageBytes } from '@itad-portal/validation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUnitWithCarriers } from '../../test-support/custody-factories.js';
import { createUser } from '../../test-support/factories.js';
import {
  getReportQuery,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

// Own databases: the identity is the whole country's, so no other file's documents may see it.
let server: TestServer;
let administratorToken: string;
let customerToken: string;
let customerSupplierId: string;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  administratorToken = await signInStaff(server, await createTestStaff(server));
  const customer = await createUser(server.databases.no, { language: 'en' });
  customerToken = await signIn(server, customer);
  customerSupplierId = customer.supplier_id;
});
afterAll(() => server.close());

/** Real 8×4 JPEGs: a PDF embeds a JPEG's bytes as they are, so a document shows whether it has one. */
const signatureJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHB' +
    'YWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo' +
    'KCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAQACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBw' +
    'gJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYn' +
    'KCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqa' +
    'qys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAEC' +
    'AwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04S' +
    'XxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqi' +
    'o6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AP' +
    'Iq+qPFP//Z',
  'base64',
);
const logoJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHB' +
    'YWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo' +
    'KCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAQACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBw' +
    'gJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYn' +
    'KCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqa' +
    'qys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAEC' +
    'AwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04S' +
    'XxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqi' +
    'o6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AO' +
    'KrwD9bP//Z',
  'base64',
);

function upload(image: string, content: Buffer, token = administratorToken, country = 'no') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), `${image}.jpg`);
  return fetch(`${server.url}/api/console/${country}/provider-identity-image?image=${image}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const identityQuery = /* GraphQL */ `
  query console_provider_identity {
    console_provider_identity {
      signatory_name
      logo
      signature
      source
    }
  }
`;
interface Images {
  signatory_name: string | null;
  logo: string | null;
  signature: string | null;
  source: string;
}

async function identity(): Promise<Images | undefined> {
  const answer = await server.graphql<{ console_provider_identity: Images }>({
    query: identityQuery,
    token: administratorToken,
  });
  return answer.body.data?.console_provider_identity;
}

const removeMutation = /* GraphQL */ `
  mutation console_remove_provider_identity_image($image: ProviderIdentityImage!) {
    console_remove_provider_identity_image(image: $image) {
      logo
      signature
    }
  }
`;

const renameSignatory = /* GraphQL */ `
  mutation console_save_provider_identity($identity: ConsoleProviderIdentityInput!) {
    console_save_provider_identity(identity: $identity) {
      signatory_name
      signature
    }
  }
`;

const dataUrl = (content: Buffer) => `data:image/jpeg;base64,${content.toString('base64')}`;

async function unitCertificate(): Promise<Buffer> {
  const unit = await createUnitWithCarriers(server.databases.no, {
    supplierId: customerSupplierId,
  });
  const response = await fetch(`${server.url}/files/no/units/${unit.id}/certificate.pdf`, {
    headers: { authorization: `Bearer ${customerToken}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Orders a certificate of destruction as the customer and gives its PDF once generated. */
async function certificateOfDestruction(): Promise<Buffer> {
  const ordered = await server.graphql<{ order_report: { id: string } }>({
    query: orderReportMutation,
    operationName: 'order_report',
    variables: { input: reportOrder({ kind: 'CERTIFICATE_OF_DESTRUCTION' }) },
    token: customerToken,
  });
  const id = ordered.body.data?.order_report.id;
  const url = await vi.waitUntil(
    async () => {
      const response = await server.graphql<{
        get_report: { status: string; files: { download_url: string }[] } | null;
      }>({
        query: getReportQuery,
        operationName: 'get_report',
        variables: { id },
        token: customerToken,
      });
      const report = response.body.data?.get_report;
      if (report?.status === 'FAILED') throw new Error('Report failed');
      return report?.status === 'READY' ? report.files[0]?.download_url : undefined;
    },
    { timeout: 25_000, interval: 150 },
  );
  const response = await fetch(url.replace(server.config.publicUrl, server.url));
  return Buffer.from(await response.arrayBuffer());
}

describe("the legal identity's logo and signature", () => {
  it('draws the uploaded logo and signature on documents issued from then on', async () => {
    const configured = await identity();
    // The demo's letterhead logo comes from the configuration until staff change it.
    expect(configured?.source).toBe('configuration');
    expect(configured?.logo).toMatch(/^data:image\/png;base64,/);
    expect(configured?.signature).toBeNull();

    const logo = await upload('logo', logoJpeg);
    expect(logo.status).toBe(200);
    expect(await logo.json()).toEqual({ image: dataUrl(logoJpeg) });
    const signature = await upload('signature', signatureJpeg);
    expect(signature.status).toBe(200);
    expect(await identity()).toMatchObject({
      source: 'console',
      logo: dataUrl(logoJpeg),
      signature: dataUrl(signatureJpeg),
    });
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('details')
      .where('action', '=', 'provider_identity.changed')
      .orderBy('id')
      .execute();
    expect(logged.map((entry) => entry.details)).toEqual([
      { fields: 'logo' },
      { fields: 'signature' },
    ]);

    expect((await unitCertificate()).includes(logoJpeg)).toBe(true);
    await importTestUnits(server.databases.no, customerSupplierId, [
      unitRow({
        created_at: '2026-01-01',
        graded_date: '2026-01-01',
        completed_date: '2026-01-05',
      }),
    ]);
    const signed = await certificateOfDestruction();
    expect(signed.includes(signatureJpeg)).toBe(true);
    expect(signed.includes(logoJpeg)).toBe(true);

    // Another signatory never signs with the previous one's signature.
    const renamed = await server.graphql<{
      console_save_provider_identity: { signatory_name: string; signature: string | null };
    }>({
      query: renameSignatory,
      variables: {
        identity: {
          legal_name: 'Greentech AS',
          address_country: 'NO',
          signatory_name: 'Nils Nyansatt',
          signatory_title: 'CEO',
        },
      },
      token: administratorToken,
    });
    expect(renamed.body.data?.console_save_provider_identity).toEqual({
      signatory_name: 'Nils Nyansatt',
      signature: null,
    });
    expect((await certificateOfDestruction()).includes(signatureJpeg)).toBe(false);

    const removed = await server.graphql<{
      console_remove_provider_identity_image: { logo: string | null };
    }>({ query: removeMutation, variables: { image: 'logo' }, token: administratorToken });
    expect(removed.body.data?.console_remove_provider_identity_image.logo).toBeNull();
    expect((await unitCertificate()).includes(logoJpeg)).toBe(false);
  });

  it('refuses what is not a PNG or JPEG, too large, a signature without signatory, and others', async () => {
    const count = async () =>
      Number(
        (
          await server.databases.no
            .selectFrom('provider_identity_versions')
            .select((expression) => expression.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    const tooLarge = Buffer.concat([logoJpeg, Buffer.alloc(maximumProviderImageBytes)]);
    const manager = await signInStaff(
      server,
      await createTestStaff(server, { role: 'account_manager' }),
    );
    const danish = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    const refusals: [Promise<Response>, number, string][] = [
      [upload('logo', gif), 415, 'UNSUPPORTED_FILE_TYPE'],
      [upload('logo', tooLarge), 413, 'FILE_TOO_LARGE'],
      [upload('stamp', logoJpeg), 400, 'BAD_USER_INPUT'],
      [upload('logo', logoJpeg, manager), 403, 'FORBIDDEN'],
      [upload('logo', logoJpeg, customerToken), 401, 'UNAUTHENTICATED'],
      [upload('logo', logoJpeg, danish, 'no'), 401, 'UNAUTHENTICATED'],
    ];
    for (const [sent, status, code] of refusals) {
      const response = await sent;
      expect(response.status, code).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    expect(
      errorCodeOf(
        await server.graphql({
          query: removeMutation,
          variables: { image: 'logo' },
          token: manager,
        }),
      ),
    ).toBe('FORBIDDEN');

    // Without a signatory a signature has no name to stand above.
    await server.graphql({
      query: renameSignatory,
      variables: { identity: { legal_name: 'Greentech AS', address_country: 'NO' } },
      token: administratorToken,
    });
    const afterRename = await count();
    const unsigned = await upload('signature', signatureJpeg);
    expect(unsigned.status).toBe(400);
    expect(await count()).toBe(afterRename);
    expect(afterRename).toBe(before + 1);
  });
});
