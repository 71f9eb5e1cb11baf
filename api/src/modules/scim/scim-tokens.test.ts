import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../shared/secret-tokens.js';
import { auditLogRequests } from '../../test-support/audit-log-requests.js';
import { createUser } from '../../test-support/factories.js';
import { createScimTokenAs, scimRequest } from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const audit = auditLogRequests(() => server);

const provisioningQuery = /* GraphQL */ `
  query get_scim_provisioning {
    get_scim_provisioning {
      base_url
      tokens {
        id
        name
        created_at
        created_by_name
        last_used_at
      }
    }
  }
`;
const revokeMutation = /* GraphQL */ `
  mutation revoke_scim_token($token_id: ID!) {
    revoke_scim_token(token_id: $token_id)
  }
`;

interface Provisioning {
  base_url: string;
  tokens: {
    id: string;
    name: string;
    created_by_name: string | null;
    last_used_at: string | null;
  }[];
}

const provisioning = (token: string) =>
  server.graphql<{ get_scim_provisioning: Provisioning }>({ query: provisioningQuery, token });

describe('SCIM tokens on the provisioning page', () => {
  it('are at most 10 in use per supplier; a revoked one makes room', async () => {
    const admin = await createUser(server.databases.no, { is_admin: true });
    const adminToken = await signIn(server, admin);
    const created = await Promise.all(
      Array.from({ length: 10 }, () => createScimTokenAs(server, adminToken)),
    );
    const refused = await server.graphql({
      query: 'mutation create_scim_token { create_scim_token(name: "Eleventh") { token } }',
      token: adminToken,
    });
    expect(errorCodeOf(refused)).toBe('SCIM_TOKEN_LIMIT_REACHED');
    await server.graphql({
      query: revokeMutation,
      variables: { token_id: created[0]?.scim_token.id },
      token: adminToken,
    });
    await createScimTokenAs(server, adminToken);
  });

  it('are shown once, stored hashed, listed with their use, and revoked at once', async () => {
    const admin = await createUser(server.databases.no, { is_admin: true, first_name: 'Ada' });
    const adminToken = await signIn(server, admin);
    const created = await createScimTokenAs(server, adminToken);
    expect(created.token).toMatch(/^itadsc_[A-Za-z0-9_-]{43}$/);
    expect(created.base_url).toBe(`${server.config.publicUrl}/scim/v2/no`);
    const stored = await server.databases.no
      .selectFrom('scim_tokens')
      .selectAll()
      .where('id', '=', created.scim_token.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashSecretToken(created.token));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const listed = (await provisioning(adminToken)).body.data?.get_scim_provisioning;
    expect(listed?.base_url).toBe(created.base_url);
    expect(listed?.tokens).toEqual([
      expect.objectContaining({
        id: created.scim_token.id,
        name: 'Microsoft Entra ID',
        created_by_name: 'Ada User',
        last_used_at: null,
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    expect((await scimRequest(server, { token: created.token, path: '/Users' })).status).toBe(200);
    const used = (await provisioning(adminToken)).body.data?.get_scim_provisioning.tokens[0];
    expect(used?.last_used_at).not.toBeNull();

    const revoked = await server.graphql({
      query: revokeMutation,
      variables: { token_id: created.scim_token.id },
      token: adminToken,
    });
    expect(revoked.body.data).toEqual({ revoke_scim_token: true });
    expect((await scimRequest(server, { token: created.token, path: '/Users' })).status).toBe(401);
    expect((await provisioning(adminToken)).body.data?.get_scim_provisioning.tokens).toEqual([]);
    const again = await server.graphql({
      query: revokeMutation,
      variables: { token_id: created.scim_token.id },
      token: adminToken,
    });
    expect(errorCodeOf(again)).toBe('NOT_FOUND');

    const [createdEntry] = await audit.entriesOf(adminToken, 'scim_token.created');
    const [revokedEntry] = await audit.entriesOf(adminToken, 'scim_token.revoked');
    for (const entry of [createdEntry, revokedEntry]) {
      expect(entry).toMatchObject({
        actor: { type: 'user', id: admin.id },
        target_type: 'scim_token',
        target_id: created.scim_token.id,
      });
    }
  });

  it('are for supplier admins only', async () => {
    const admin = await createUser(server.databases.no, { is_admin: true });
    const { scim_token } = await createScimTokenAs(server, await signIn(server, admin));
    const user = await createUser(server.databases.no, { supplier_id: admin.supplier_id });
    const userToken = await signIn(server, user);
    expect(errorCodeOf(await provisioning(userToken))).toBe('FORBIDDEN');
    const create = await server.graphql({
      query: 'mutation create_scim_token { create_scim_token(name: "Mine") { token } }',
      token: userToken,
    });
    expect(errorCodeOf(create)).toBe('FORBIDDEN');
    const revoke = await server.graphql({
      query: revokeMutation,
      variables: { token_id: scim_token.id },
      token: userToken,
    });
    expect(errorCodeOf(revoke)).toBe('FORBIDDEN');
    const emptyName = await server.graphql({
      query: 'mutation create_scim_token { create_scim_token(name: "  ") { token } }',
      token: await signIn(server, admin),
    });
    expect(errorCodeOf(emptyName)).toBe('BAD_USER_INPUT');
  });
});
