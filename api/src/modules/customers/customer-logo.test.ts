import { maximumLogoBytes } from '@itad-portal/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let managerToken: string;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager', name: 'Kari Konsoll' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function upload(customerId: string, content: Buffer, token: string, country = 'no') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'logo.png');
  return fetch(`${server.url}/api/console/${country}/customer-logo?customer_id=${customerId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const logoOf = async (supplierId: string) =>
  (
    await server.databases.no
      .selectFrom('suppliers')
      .select('logo')
      .where('id', '=', supplierId)
      .executeTakeFirstOrThrow()
  ).logo;

describe("a customer's logo in the console", () => {
  it('sets the logo its users see in the top bar, and removes it, in both logs', async () => {
    const customer = await createSupplier(server.databases.no, { logo: null });
    const user = await createUser(server.databases.no, { supplier_id: customer.id });
    const answer = await upload(customer.id, png, managerToken);
    expect(answer.status).toBe(200);
    const expected = `data:image/png;base64,${png.toString('base64')}`;
    expect(await answer.json()).toEqual({ logo: expected });

    const seen = await server.graphql<{ get_user: { supplier: { logo: string | null } } }>({
      query: '{ get_user { supplier { logo } } }',
      token: await signIn(server, user),
    });
    expect(seen.body.data?.get_user.supplier.logo).toBe(expected);
    const read = await server.graphql<{ console_customer_logo: string | null }>({
      query: `{ console_customer_logo(customer_id: "${customer.id}") }`,
      token: supportToken,
    });
    expect(read.body.data?.console_customer_logo).toBe(expected);

    const removed = await server.graphql({
      query: `mutation { console_remove_customer_logo(customer_id: "${customer.id}") }`,
      token: managerToken,
    });
    expect(removed.body.errors).toBeUndefined();
    expect(await logoOf(customer.id)).toBeNull();
    const audit = await server.databases.no
      .selectFrom('audit_log')
      .select(['actor_name', 'details'])
      .where('supplier_id', '=', customer.id)
      .where('action', '=', 'supplier.settings_changed')
      .orderBy('occurred_at')
      .execute();
    expect(audit).toEqual([
      { actor_name: 'Kari Konsoll', details: { logo: 'replaced' } },
      { actor_name: 'Kari Konsoll', details: { logo: 'removed' } },
    ]);
  });

  it('refuses what is no image, too large or empty, support, strangers and unknown customers', async () => {
    const customer = await createSupplier(server.databases.no, { logo: null });
    const customerToken = await signIn(
      server,
      await createUser(server.databases.no, { supplier_id: customer.id, is_admin: true }),
    );
    const danish = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    const tooLarge = Buffer.concat([png, Buffer.alloc(maximumLogoBytes)]);
    const refusals: [string, Buffer, string, number, string][] = [
      [customer.id, Buffer.from('%PDF-1.4\n%%EOF\n'), managerToken, 415, 'UNSUPPORTED_FILE_TYPE'],
      [
        customer.id,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        managerToken,
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
      [customer.id, tooLarge, managerToken, 413, 'FILE_TOO_LARGE'],
      [customer.id, Buffer.alloc(0), managerToken, 400, 'BAD_USER_INPUT'],
      [customer.id, png, supportToken, 403, 'FORBIDDEN'],
      [customer.id, png, customerToken, 401, 'UNAUTHENTICATED'],
      ['00000000-0000-4000-8000-000000000000', png, managerToken, 404, 'NOT_FOUND'],
      ['not-an-id', png, managerToken, 400, 'BAD_USER_INPUT'],
    ];
    for (const [customerId, content, token, status, code] of refusals) {
      const answer = await upload(customerId, content, token);
      expect(answer.status, `${code} ${status}`).toBe(status);
      expect(await answer.json()).toMatchObject({ error: { code } });
    }
    expect((await upload(customer.id, png, danish, 'no')).status).toBe(401);
    expect((await upload(customer.id, png, danish, 'dk')).status).toBe(404);
    const bySupport = await server.graphql({
      query: `mutation { console_remove_customer_logo(customer_id: "${customer.id}") }`,
      token: supportToken,
    });
    expect(errorCodeOf(bySupport)).toBe('FORBIDDEN');
    expect(await logoOf(customer.id)).toBeNull();
  });
});
