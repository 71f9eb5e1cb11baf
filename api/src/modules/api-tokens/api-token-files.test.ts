import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../test-support/api-token-requests.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function tokenOfNewSupplier() {
  const admin = await createUser(server.databases.no, { is_admin: true });
  const adminToken = await signIn(server, admin);
  const { secret, api_token } = await createApiToken(server, adminToken);
  return { admin, adminToken, secret, tokenId: api_token.id };
}

const get = (path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('files and exports with an organisation API token', () => {
  it('downloads the exports of its data, and every download is recorded', async () => {
    const { adminToken, secret, tokenId } = await tokenOfNewSupplier();
    const job = await orderTestJob(server, adminToken);
    const answer = await get('/files/no/exports/jobs.csv', secret);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(job.job_number);
    const entry = await server.databases.no
      .selectFrom('audit_log')
      .select('details')
      .where('actor_id', '=', tokenId)
      .where('action', '=', 'api_token.used')
      .executeTakeFirstOrThrow();
    expect(entry.details).toEqual({
      operation: 'GET /files/:country/exports/jobs.csv',
      allowed: true,
    });
  });

  it('downloads the lists of reports and documents, but not of regular reports or webhooks', async () => {
    const { secret } = await tokenOfNewSupplier();
    expect((await get('/files/no/exports/reports.csv', secret)).status).toBe(200);
    expect((await get('/files/no/exports/documents.csv', secret)).status).toBe(200);
    expect((await get('/files/no/exports/report-subscriptions.csv', secret)).status).toBe(403);
    expect(
      (
        await get(
          '/files/no/exports/webhook-deliveries.csv?endpoint_id=00000000-0000-4000-8000-000000000000',
          secret,
        )
      ).status,
    ).toBe(403);
  });

  it('is refused the user list, the audit log and uploads (403), and unknown tokens (401)', async () => {
    const { secret } = await tokenOfNewSupplier();
    expect((await get('/files/no/exports/supplier-users.csv', secret)).status).toBe(403);
    expect((await get('/api/audit-log/no/export.csv', secret)).status).toBe(403);
    const upload = await fetch(`${server.url}/attachments/no`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(upload.status).toBe(403);
    expect((await get('/files/no/exports/jobs.csv', `${secret}x`)).status).toBe(401);
  });

  it('answers 429 with Retry-After over the limit, as GraphQL does', async () => {
    const { secret, tokenId } = await tokenOfNewSupplier();
    await server.databases.no
      .updateTable('api_tokens')
      .set({ window_count: server.config.apiTokenRequestsPerMinute, window_started_at: new Date() })
      .where('id', '=', tokenId)
      .execute();
    const limited = await get('/files/no/exports/jobs.csv', secret);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
