import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import {
  createApiToken,
  listApiTokensQuery,
  revokeApiTokenMutation,
  type ListedApiToken,
} from '../../test-support/api-token-requests.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderMutation, assignmentInput, orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const jobsQuery = `query jobs { get_jobs { total jobs { id job_number } } }`;
const jobQuery = `query job($id: ID!) { get_job(id: $id) { id status } }`;

async function adminWithToken(scope: 'READ' | 'READ_ORDER' = 'READ') {
  const { master, subSuppliers } = await createSupplierGroup(database, 1);
  const admin = await createUser(database, {
    supplier_id: master.id,
    is_admin: true,
    first_name: 'Ada',
    last_name: 'Admin',
  });
  const adminToken = await signIn(server, admin);
  const { secret, api_token } = await createApiToken(server, adminToken, { scope });
  return { master, sub: subSuppliers[0]!, admin, adminToken, secret, tokenId: api_token.id };
}

async function auditEntries(tokenId: string, action: string) {
  const byTarget = action === 'api_token.created' || action === 'api_token.revoked';
  return database
    .selectFrom('audit_log')
    .selectAll()
    .where(byTarget ? 'target_id' : 'actor_id', '=', tokenId)
    .where('action', '=', action)
    .orderBy('occurred_at')
    .execute();
}

describe('organisation API tokens', () => {
  it('are created by an admin, shown once, stored hashed and listed with creator and use', async () => {
    const { adminToken, secret, tokenId } = await adminWithToken();
    expect(secret).toMatch(/^itadat_[A-Za-z0-9_-]{43}$/);
    const stored = await database
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', tokenId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect((await server.graphql({ query: jobsQuery, token: secret })).body.errors).toBeUndefined();
    const listed = await server.graphql<{ get_api_tokens: ListedApiToken[] }>({
      query: listApiTokensQuery,
      token: adminToken,
    });
    expect(listed.body.data?.get_api_tokens).toEqual([
      expect.objectContaining({
        id: tokenId,
        name: 'ERP',
        scope: 'READ',
        status: 'ACTIVE',
        created_by: 'Ada Admin',
        last_used_at: expect.any(String) as unknown,
        revoked_at: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(await auditEntries(tokenId, 'api_token.created')).toHaveLength(1);
  });

  it('are managed by admins only, and expire within a year', async () => {
    const user = await createUser(database, { is_admin: false });
    const userToken = await signIn(server, user);
    const refused = await server.graphql({ query: listApiTokensQuery, token: userToken });
    expect(errorCodeOf(refused)).toBe('FORBIDDEN');
    const { adminToken } = await adminWithToken();
    await expect(createApiToken(server, adminToken, { expires_in_days: 366 })).rejects.toThrow(
      /BAD_USER_INPUT/,
    );
  });

  it('act for the supplier and its group, and every use lands in the audit log', async () => {
    const { master, sub, secret, tokenId } = await adminWithToken();
    const subUser = await createUser(database, { supplier_id: sub.id });
    const job = await orderTestJob(server, await signIn(server, subUser));
    const answer = await server.graphql<{ get_job: { id: string } }>({
      query: jobQuery,
      variables: { id: job.id },
      token: secret,
      clientAddress: '203.0.113.9',
    });
    expect(answer.body.data?.get_job.id).toBe(job.id);
    const [used] = await auditEntries(tokenId, 'api_token.used');
    expect(used).toMatchObject({
      supplier_id: master.id,
      actor_type: 'api_token',
      actor_name: 'ERP',
      ip_address: '203.0.113.9',
      details: { operation: 'job: get_job', allowed: true },
    });
  });

  it('of scope read cannot order; read + order can, and the order names the token', async () => {
    const reader = await adminWithToken('READ');
    const order = {
      query: orderMutation,
      variables: { idempotency_key: randomUUID(), assignment: assignmentInput() },
    };
    const refused = await server.graphql({ ...order, token: reader.secret });
    expect(errorCodeOf(refused)).toBe('FORBIDDEN');
    expect(refused.body.data ?? null).toBeNull();
    const refusedUse = await auditEntries(reader.tokenId, 'api_token.used');
    expect(refusedUse.at(-1)?.details).toMatchObject({ allowed: false });
    expect(
      await database
        .selectFrom('jobs')
        .select('id')
        .where('supplier_id', '=', reader.master.id)
        .execute(),
    ).toEqual([]);

    const orderer = await adminWithToken('READ_ORDER');
    const ordered = await server.graphql<{ order_assignment: { id: string } }>({
      ...order,
      token: orderer.secret,
    });
    expect(ordered.body.errors).toBeUndefined();
    const [recorded] = await auditEntries(orderer.tokenId, 'job.ordered');
    expect(recorded?.target_id).toBe(ordered.body.data?.order_assignment.id);
  });

  it('can manage no users, tokens or account settings, whatever the scope', async () => {
    const { secret, tokenId, admin } = await adminWithToken('READ_ORDER');
    const refusedDocuments = [
      listApiTokensQuery,
      `mutation { create_api_token(name: "x", scope: READ_ORDER, expires_in_days: 1) { secret } }`,
      `mutation { revoke_api_token(id: "${tokenId}") { id } }`,
      `query { get_supplier_users { id } }`,
      `mutation { deactivate_supplier_user(user_id: "${admin.id}") { id } }`,
      `mutation { invite_supplier_user(email: "a@test.example", first_name: "A", last_name: "B", language: "en", has_report_access: true) { id } }`,
      `mutation { update_user_information(first_name: "A", last_name: "B", phone: "+4722334455", job_title: "C", language: "en") { id } }`,
      `query { get_audit_log { total } }`,
      `query { get_user { id } }`,
      `mutation { logout }`,
      `query { get_jobs { total } get_supplier_users { id } }`,
    ];
    for (const query of refusedDocuments) {
      const response = await server.graphql({ query, token: secret });
      const codes = (response.body.errors ?? []).map((error) => error.extensions?.code);
      expect(codes, query).toEqual(['FORBIDDEN']);
      expect(response.body.data ?? null, query).toBeNull();
    }
    const stored = await database
      .selectFrom('api_tokens')
      .select('revoked_at')
      .where('id', '=', tokenId)
      .executeTakeFirstOrThrow();
    expect(stored.revoked_at).toBeNull();
  });

  it('stop working at once when revoked or expired', async () => {
    const { adminToken, secret, tokenId } = await adminWithToken();
    expect((await server.graphql({ query: jobsQuery, token: secret })).body.errors).toBeUndefined();
    const revoked = await server.graphql<{ revoke_api_token: ListedApiToken }>({
      query: revokeApiTokenMutation,
      variables: { id: tokenId },
      token: adminToken,
    });
    expect(revoked.body.data?.revoke_api_token.status).toBe('REVOKED');
    expect(errorCodeOf(await server.graphql({ query: jobsQuery, token: secret }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await auditEntries(tokenId, 'api_token.revoked')).toHaveLength(1);

    const other = await adminWithToken();
    await database
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', other.tokenId)
      .execute();
    expect(errorCodeOf(await server.graphql({ query: jobsQuery, token: other.secret }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it("belong to the organisation: they outlive their creator's account", async () => {
    const { admin, secret } = await adminWithToken();
    await database
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', admin.id)
      .execute();
    expect((await server.graphql({ query: jobsQuery, token: secret })).body.errors).toBeUndefined();
  });

  it('are limited per token with 429 and Retry-After', async () => {
    const { secret, tokenId } = await adminWithToken();
    const limit = server.config.apiTokenRequestsPerMinute;
    await database
      .updateTable('api_tokens')
      .set({ window_count: limit - 1, window_started_at: new Date() })
      .where('id', '=', tokenId)
      .execute();
    expect((await server.graphql({ query: jobsQuery, token: secret })).status).toBe(200);
    const limited = await server.graphql({ query: jobsQuery, token: secret });
    expect(limited.status).toBe(429);
    expect(errorCodeOf(limited)).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The log shows the throttling once a window, not once per refused call.
    expect((await server.graphql({ query: jobsQuery, token: secret })).status).toBe(429);
    const throttled = await auditEntries(tokenId, 'api_token.rate_limited');
    expect(throttled).toHaveLength(1);
    expect(throttled[0]?.details).toEqual({
      operation: 'jobs: get_jobs',
      requests_per_minute: limit,
    });
    expect(await auditEntries(tokenId, 'api_token.used')).toHaveLength(1);
    // Another token of the same supplier has its own limit.
    const other = await adminWithToken();
    expect((await server.graphql({ query: jobsQuery, token: other.secret })).status).toBe(200);
  });

  it("of one supplier reach nothing of another's, nor another country's", async () => {
    const victim = await adminWithToken();
    const victimJob = await orderTestJob(server, victim.adminToken);
    const outsider = await adminWithToken('READ_ORDER');
    const reading = await server.graphql({
      query: jobQuery,
      variables: { id: victimJob.id },
      token: outsider.secret,
    });
    expect(errorCodeOf(reading)).toBe('NOT_FOUND');
    const revoking = await server.graphql({
      query: revokeApiTokenMutation,
      variables: { id: victim.tokenId },
      token: outsider.adminToken,
    });
    expect(errorCodeOf(revoking)).toBe('NOT_FOUND');
    const inDenmark = await server.graphql({
      query: jobsQuery,
      token: victim.secret,
      country: 'dk',
    });
    expect(errorCodeOf(inDenmark)).toBe('UNAUTHENTICATED');
  });
});
