import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let administratorToken: string;
let administratorId: string;
beforeAll(async () => {
  server = await startTestServer();
  const administrator = await createTestStaff(server, { name: 'Ada Admin' });
  administratorId = administrator.id;
  administratorToken = await signInStaff(server, administrator);
});
afterAll(() => server.close());

const listQuery = /* GraphQL */ `
  query console_provider_keys {
    console_provider_keys(page_size: 100) {
      total
      items {
        id
        name
        last_used_at
        revoked_at
      }
    }
  }
`;
const createMutation = /* GraphQL */ `
  mutation console_create_provider_key($name: String!) {
    console_create_provider_key(name: $name) {
      secret
      key {
        id
        name
        revoked_at
      }
    }
  }
`;
const revokeMutation = /* GraphQL */ `
  mutation console_revoke_provider_key($id: ID!) {
    console_revoke_provider_key(id: $id) {
      id
      revoked_at
    }
  }
`;

interface KeyItem {
  id: string;
  name: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const callProviderApi = (secret: string) =>
  fetch(`${server.url}/api/provider/no/jobs?limit=1`, {
    headers: { authorization: `Bearer ${secret}` },
  });

async function listedKeys(token = administratorToken): Promise<KeyItem[]> {
  const answer = await server.graphql<{ console_provider_keys: { items: KeyItem[] } }>({
    query: listQuery,
    token,
  });
  return answer.body.data?.console_provider_keys.items ?? [];
}

describe("the console's provider keys", () => {
  it('creates a key shown once that the provider API takes, lists its use, and revokes it', async () => {
    const created = await server.graphql<{
      console_create_provider_key: { secret: string; key: KeyItem };
    }>({
      query: createMutation,
      variables: { name: '  Warehouse ERP  ' },
      token: administratorToken,
    });
    const { secret, key } = created.body.data!.console_create_provider_key;
    expect(secret).toMatch(/^itadpk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Warehouse ERP', revoked_at: null });

    expect((await callProviderApi(secret)).status).toBe(200);
    const listed = (await listedKeys()).find((item) => item.id === key.id);
    expect(listed?.last_used_at).toMatch(/^\d{4}-/);
    // The secret is never answered again.
    expect(JSON.stringify(await listedKeys())).not.toContain(secret);

    for (let time = 0; time < 2; time += 1) {
      const revoked = await server.graphql<{ console_revoke_provider_key: KeyItem }>({
        query: revokeMutation,
        variables: { id: key.id },
        token: administratorToken,
      });
      expect(revoked.body.data?.console_revoke_provider_key.revoked_at).toMatch(/^\d{4}-/);
    }
    expect((await callProviderApi(secret)).status).toBe(401);
    // Working keys come first; the revoked one after them.
    const order = await listedKeys();
    expect(order.findIndex((item) => item.id === key.id)).toBe(
      order.filter((item) => item.revoked_at === null).length,
    );
    const log = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'target_label'])
      .where('target_id', '=', key.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'provider_key.created', target_label: 'Warehouse ERP' },
      { action: 'provider_key.revoked', target_label: 'Warehouse ERP' },
    ]);
  });

  it('is for administrators of the country alone, and refuses bad input, storing nothing', async () => {
    const startedAt = new Date();
    // Names of this test's own: other files create keys of the country meanwhile.
    const refusedName = `ERP ${randomUUID()}`;
    const managerMember = await createTestStaff(server, { role: 'account_manager' });
    const supportMember = await createTestStaff(server, { role: 'support' });
    const manager = await signInStaff(server, managerMember);
    const support = await signInStaff(server, supportMember);
    const customer = await signIn(
      server,
      await createUser(server.databases.no, { is_admin: true }),
    );
    const danish = await signInStaff(server, await createTestStaff(server, { country: 'dk' }));
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, administratorToken, 'BAD_USER_INPUT'],
      [{ name: 'x'.repeat(101) }, administratorToken, 'BAD_USER_INPUT'],
      [{ name: refusedName }, manager, 'FORBIDDEN'],
      [{ name: refusedName }, support, 'FORBIDDEN'],
      [{ name: refusedName }, customer, 'UNAUTHENTICATED'],
      [{ name: refusedName }, danish, 'UNAUTHENTICATED'],
    ];
    for (const [variables, token, code] of refusals) {
      const answer = await server.graphql({ query: createMutation, variables, token });
      expect(errorCodeOf(answer), `${JSON.stringify(variables).slice(0, 40)} ${code}`).toBe(code);
    }
    expect(errorCodeOf(await server.graphql({ query: listQuery, token: support }))).toBe(
      'FORBIDDEN',
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-key']) {
      const answer = await server.graphql({
        query: revokeMutation,
        variables: { id },
        token: administratorToken,
      });
      expect(errorCodeOf(answer)).toBe('NOT_FOUND');
    }
    const stored = await server.databases.no
      .selectFrom('provider_api_keys')
      .select('name')
      .where((eb) => eb.or([eb('name', '=', refusedName), eb(eb.fn('trim', ['name']), '=', '')]))
      .execute();
    expect(stored).toEqual([]);
    // Nothing by these callers since this test began (other files' staff create keys meanwhile).
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('action')
      .where('action', 'like', 'provider_key.%')
      .where('staff_id', 'in', [administratorId, managerMember.id, supportMember.id])
      .where('occurred_at', '>=', startedAt)
      .execute();
    expect(logged).toEqual([]);
  });
});
