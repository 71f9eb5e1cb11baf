import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { createUnitWithCarriers } from '../../test-support/custody-factories.js';
import { pdfPageTexts, squeezed } from '../../test-support/pdf-text.js';
import {
  getReportQuery,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { createSettlement } from '../../test-support/settlement-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';

// Own databases: the identity is the whole country's, so no other file's documents may see it.
let server: TestServer;
let administratorToken: string;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  administratorToken = await signInStaff(
    server,
    await createTestStaff(server, { name: 'Ada Admin' }),
  );
});
afterAll(() => server.close());

const identityFields = /* GraphQL */ `
  legal_name
  address
  address_country
  organisation_number
  signatory_name
  signatory_title
  bank_account
  iban
  bic
  source
  changed_at
  changed_by
`;
const identityQuery = /* GraphQL */ `
  query console_provider_identity {
    console_provider_identity { ${identityFields} }
  }
`;
const saveMutation = /* GraphQL */ `
  mutation console_save_provider_identity($identity: ConsoleProviderIdentityInput!) {
    console_save_provider_identity(identity: $identity) { ${identityFields} }
  }
`;

type Identity = Record<string, string | null>;

const newIdentity = {
  legal_name: 'Grønn Gjenvinning AS',
  address: 'Sagveien 3, 0459 Oslo',
  address_country: 'NO',
  organisation_number: 'NO 998 877 665 MVA',
  signatory_name: 'Sigrid Fjell',
  signatory_title: 'Daglig leder',
  bank_account: '8601 11 17947',
  iban: 'no9386011117947',
  bic: 'dnbanokk',
};

async function identityOf(token = administratorToken, country: 'no' | 'dk' = 'no') {
  const answer = await server.graphql<{ console_provider_identity: Identity }>({
    query: identityQuery,
    token,
    country,
  });
  return answer.body.data?.console_provider_identity;
}

function save(identity: Record<string, unknown>, token = administratorToken, country = 'no') {
  return server.graphql<{ console_save_provider_identity: Identity }>({
    query: saveMutation,
    variables: { identity },
    token,
    country: country as 'no',
  });
}

const versionCount = async () =>
  Number(
    (
      await server.databases.no
        .selectFrom('provider_identity_versions')
        .select((expression) => expression.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

async function documentText(path: string, token: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return squeezed((await pdfPageTexts(Buffer.from(await response.arrayBuffer()))).join('\n'));
}

/** Orders a certificate of destruction as the customer and gives its PDF once generated. */
async function certificateOfDestruction(token: string): Promise<Buffer> {
  const ordered = await server.graphql<{ order_report: { id: string } }>({
    query: orderReportMutation,
    operationName: 'order_report',
    variables: { input: reportOrder({ kind: 'CERTIFICATE_OF_DESTRUCTION' }) },
    token,
  });
  const id = ordered.body.data?.order_report.id;
  const url = await vi.waitUntil(
    async () => {
      const response = await server.graphql<{
        get_report: { status: string; files: { download_url: string }[] } | null;
      }>({ query: getReportQuery, operationName: 'get_report', variables: { id }, token });
      const report = response.body.data?.get_report;
      if (report?.status === 'FAILED') throw new Error('Report failed');
      return report?.status === 'READY' ? report.files[0]?.download_url : undefined;
    },
    { timeout: 25_000, interval: 150 },
  );
  const response = await fetch(url.replace(server.config.publicUrl, server.url));
  return Buffer.from(await response.arrayBuffer());
}

describe("the console's provider identity", () => {
  it('puts the saved identity on documents issued from then on, and keeps the earlier one on those issued before', async () => {
    const configured = await identityOf();
    expect(configured).toMatchObject({ source: 'configuration', changed_at: null });
    const customer = await createUser(server.databases.no, { language: 'en' });
    const customerToken = await signIn(server, customer);
    const thisMonth = `${todayInBusinessTimeZone().slice(0, 8)}01`;
    const [closed, open] = await Promise.all(
      ['2026-01-01', thisMonth].map((periodStart) =>
        createSettlement(
          server.databases.no,
          { storage: server.storage },
          {
            supplierId: customer.supplier_id,
            periodStart,
            portalDocument: true,
            // The customer pays, so the document shows where to.
            lines: [
              {
                description: 'Erasure',
                quantity: 10,
                resaleValue: '0.00',
                serviceCosts: '2500.00',
              },
            ],
          },
        ),
      ),
    );

    const saved = await save(newIdentity);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.console_save_provider_identity).toMatchObject({
      ...newIdentity,
      iban: 'NO93 8601 1117 947',
      bic: 'DNBANOKK',
      source: 'console',
      changed_by: 'Ada Admin',
    });
    // The same identity again is no change: nothing more is stored or logged.
    await save({ ...newIdentity, iban: 'NO93 8601 1117 947', bic: 'DNBANOKK' });
    expect(await versionCount()).toBe(1);
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'target_label', 'details'])
      .where('action', '=', 'provider_identity.changed')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toEqual({
      fields:
        'legal_name, address, organisation_number, signatory_name, signatory_title, bank_account, iban, bic',
    });

    const unit = await createUnitWithCarriers(server.databases.no, {
      supplierId: customer.supplier_id,
    });
    const certificate = await documentText(
      `/files/no/units/${unit.id}/certificate.pdf`,
      customerToken,
    );
    expect(certificate).toContain('Grønn Gjenvinning AS');
    expect(certificate).toContain('NO 998 877 665 MVA');
    expect(certificate).not.toContain(configured?.legal_name ?? '');

    const openSettlement = await documentText(
      `/files/no/settlements/${open?.id}/document`,
      customerToken,
    );
    expect(openSettlement).toContain('Grønn Gjenvinning AS');
    expect(openSettlement).toContain('NO93 8601 1117 947');
    const closedSettlement = await documentText(
      `/files/no/settlements/${closed?.id}/document`,
      customerToken,
    );
    expect(closedSettlement).toContain(configured?.legal_name ?? 'missing');
    expect(closedSettlement).not.toContain('Grønn Gjenvinning AS');
    expect(closedSettlement).toContain(configured?.iban ?? 'missing');

    // A certificate of destruction made by the report worker is signed by the saved signatory.
    await importTestUnits(server.databases.no, customer.supplier_id, [
      unitRow({
        created_at: '2026-01-01',
        graded_date: '2026-01-01',
        completed_date: '2026-01-05',
      }),
    ]);
    const destruction = squeezed(
      (await pdfPageTexts(await certificateOfDestruction(customerToken))).join('\n'),
    );
    expect(destruction).toContain('Grønn Gjenvinning AS');
    expect(destruction).toContain('Sigrid Fjell');
    expect(destruction).toContain('Daglig leder');

    // Denmark's documents are Denmark's company's.
    const danishAdministrator = await signInStaff(
      server,
      await createTestStaff(server, { country: 'dk' }),
    );
    expect((await identityOf(danishAdministrator, 'dk'))?.legal_name).not.toBe(
      'Grønn Gjenvinning AS',
    );
  });

  it('refuses other roles, customers and bad input, storing nothing', async () => {
    const before = await versionCount();
    const manager = await signInStaff(
      server,
      await createTestStaff(server, { role: 'account_manager' }),
    );
    const support = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
    const customer = await signIn(server, await createUser(server.databases.no));
    expect((await identityOf(support))?.legal_name).toBeTruthy();
    expect(errorCodeOf(await save(newIdentity, manager))).toBe('FORBIDDEN');
    expect(errorCodeOf(await save(newIdentity, support))).toBe('FORBIDDEN');
    expect(errorCodeOf(await save(newIdentity, customer))).toBe('UNAUTHENTICATED');
    const danish = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    expect(errorCodeOf(await save(newIdentity, danish, 'no'))).toBe('UNAUTHENTICATED');
    const bad: Record<string, unknown>[] = [
      { legal_name: '  ' },
      { legal_name: 'x'.repeat(201) },
      { address_country: 'XX' },
      { iban: 'NO35 1503 1234 567' },
      { bic: 'DNBANOK' },
      { signatory_name: null, signatory_title: 'CEO' },
      { organisation_number: 'x'.repeat(61) },
    ];
    for (const change of bad) {
      const answer = await save({ ...newIdentity, legal_name: 'Changed AS', ...change });
      expect(errorCodeOf(answer), JSON.stringify(change)).toBe('BAD_USER_INPUT');
    }
    expect(await versionCount()).toBe(before);
  });
});
