import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiToken,
  listApiTokensQuery,
  revokeApiTokenMutation,
  type ListedApiToken,
} from '../../test-support/api-token-requests.js';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import { createScimTokenAs, entraPatch, scimRequest } from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { supplierUserRequests } from '../../test-support/supplier-user-requests.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const users = supplierUserRequests(() => server);
const audit = auditLogRequests(() => server);

const tokensQuery = `query get_supplier_user_tokens($user_id: ID!) {
  get_supplier_user_tokens(user_id: $user_id) { api_tokens scim_tokens }
}`;
const scimTokensQuery = `query get_scim_provisioning {
  get_scim_provisioning { tokens { id created_by_name created_by_active } }
}`;

const tokensOf = (adminToken: string, userId: string) =>
  server.graphql<{ get_supplier_user_tokens: { api_tokens: number; scim_tokens: number } }>({
    query: tokensQuery,
    token: adminToken,
    variables: { user_id: userId },
  });

async function listedApiTokens(adminToken: string) {
  const response = await server.graphql<{ get_api_tokens: ListedApiToken[] }>({
    query: listApiTokensQuery,
    token: adminToken,
  });
  return response.body.data?.get_api_tokens ?? [];
}

async function listedScimTokens(adminToken: string) {
  const response = await server.graphql<{
    get_scim_provisioning: { tokens: { id: string; created_by_active: boolean }[] };
  }>({ query: scimTokensQuery, token: adminToken });
  return response.body.data?.get_scim_provisioning.tokens ?? [];
}

/**
 * Two admins of one supplier; the first has created two API tokens and a SCIM token, the second
 * deactivates them.
 */
async function adminWithTokens() {
  const { admin: colleague, token: colleagueToken, supplierId } = await users.adminOfNewSupplier();
  const creator = await createUser(server.databases.no, {
    supplier_id: supplierId,
    is_admin: true,
    first_name: 'Ada',
    last_name: 'Admin',
  });
  const creatorToken = await signIn(server, creator);
  const apiTokens = [
    await createApiToken(server, creatorToken, { name: 'ERP' }),
    await createApiToken(server, creatorToken, { name: 'Warehouse' }),
  ];
  const scimToken = await createScimTokenAs(server, creatorToken);
  return { colleague, colleagueToken, supplierId, creator, apiTokens, scimToken };
}

describe('the tokens a deactivated admin created (they keep working, and are shown so)', () => {
  it('are counted before the deactivation, flagged in both lists after it, and keep working', async () => {
    const { colleagueToken, creator, apiTokens, scimToken } = await adminWithTokens();
    expect((await tokensOf(colleagueToken, creator.id)).body).toEqual({
      data: { get_supplier_user_tokens: { api_tokens: 2, scim_tokens: 1 } },
    });
    expect((await listedApiTokens(colleagueToken)).map((token) => token.created_by_active)).toEqual(
      [true, true],
    );

    expect((await users.deactivate(colleagueToken, creator.id)).body.errors).toBeUndefined();

    expect(await listedApiTokens(colleagueToken)).toEqual([
      expect.objectContaining({
        name: 'Warehouse',
        created_by: 'Ada Admin',
        created_by_active: false,
      }),
      expect.objectContaining({ name: 'ERP', created_by: 'Ada Admin', created_by_active: false }),
    ]);
    expect(await listedScimTokens(colleagueToken)).toEqual([
      { id: scimToken.scim_token.id, created_by_name: 'Ada Admin', created_by_active: false },
    ]);
    // Documented: an integration does not stop because the admin who set it up left.
    const jobs = await server.graphql({
      query: '{ get_jobs { total } }',
      token: apiTokens[0]!.secret,
    });
    expect(jobs.body.errors).toBeUndefined();
    const scimUsers = await scimRequest(server, { token: scimToken.token, path: '/Users' });
    expect(scimUsers.status).toBe(200);
  });

  it("are counted in the deactivation's audit entry, by the users page and by SCIM", async () => {
    const { colleagueToken, creator } = await adminWithTokens();
    await users.deactivate(colleagueToken, creator.id);
    const [byAdmin] = await audit.entriesOf(colleagueToken, 'user.deactivated');
    expect(byAdmin?.target_id).toBe(creator.id);
    expect(JSON.parse(byAdmin?.details ?? '{}')).toEqual({
      api_tokens_still_active: 2,
      scim_tokens_still_active: 1,
    });

    const other = await adminWithTokens();
    const { token: provisioning } = await createScimTokenAs(server, other.colleagueToken);
    const patched = await scimRequest(server, {
      token: provisioning,
      method: 'PATCH',
      path: `/Users/${other.creator.id}`,
      body: entraPatch({ op: 'Replace', path: 'active', value: false }),
    });
    expect(patched.status).toBe(200);
    const [byScim] = await audit.entriesOf(other.colleagueToken, 'user.deactivated');
    expect(byScim?.actor.type).toBe('scim');
    expect(JSON.parse(byScim?.details ?? '{}')).toEqual({
      api_tokens_still_active: 2,
      scim_tokens_still_active: 1,
    });
  });

  it("counts only the caller's supplier's tokens still in use", async () => {
    const { colleagueToken, creator, apiTokens, scimToken } = await adminWithTokens();
    const database = server.databases.no;
    await server.graphql({
      query: revokeApiTokenMutation,
      token: colleagueToken,
      variables: { id: apiTokens[0]!.api_token.id },
    });
    await database
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', apiTokens[1]!.api_token.id)
      .execute();
    await server.graphql({
      query: 'mutation revoke_scim_token($id: ID!) { revoke_scim_token(token_id: $id) }',
      token: colleagueToken,
      variables: { id: scimToken.scim_token.id },
    });
    // A token of another supplier in the same user's name (as after a move) is not counted.
    const elsewhere = await createUser(database, { is_admin: true });
    const elsewhereToken = await createApiToken(server, await signIn(server, elsewhere));
    await database
      .updateTable('api_tokens')
      .set({ created_by_user_id: creator.id })
      .where('id', '=', elsewhereToken.api_token.id)
      .execute();

    expect((await tokensOf(colleagueToken, creator.id)).body.data).toEqual({
      get_supplier_user_tokens: { api_tokens: 0, scim_tokens: 0 },
    });
  });

  it("answers nothing about other suppliers' users, and nothing to users who are not admins", async () => {
    const { colleagueToken, supplierId, creator } = await adminWithTokens();
    const outsider = await users.adminOfNewSupplier();
    expect(errorCodeOf(await tokensOf(outsider.token, creator.id))).toBe('NOT_FOUND');
    expect(errorCodeOf(await tokensOf(colleagueToken, 'not-an-id'))).toBe('NOT_FOUND');

    const plain = await createUser(server.databases.no, { supplier_id: supplierId });
    expect(errorCodeOf(await tokensOf(await signIn(server, plain), creator.id))).toBe('FORBIDDEN');

    // An invitation of another supplier's user's address looks like any invited user: no
    // tokens, and its deactivation is logged with the same details.
    const addressInvitation = await users.invite(outsider.token, { email: creator.email });
    const freshInvitation = await users.invite(outsider.token, { email: uniqueEmail('fresh') });
    for (const invited of [addressInvitation, freshInvitation]) {
      const id = invited.body.data!.invite_supplier_user.id;
      expect((await tokensOf(outsider.token, id)).body.data).toEqual({
        get_supplier_user_tokens: { api_tokens: 0, scim_tokens: 0 },
      });
      await users.deactivate(outsider.token, id);
      const [entry] = await audit.entriesOf(outsider.token, 'user.deactivated');
      expect(JSON.parse(entry?.details ?? '{}')).toEqual({
        api_tokens_still_active: 0,
        scim_tokens_still_active: 0,
      });
    }
  });
});
