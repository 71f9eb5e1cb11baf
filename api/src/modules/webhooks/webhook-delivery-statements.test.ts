import { sql } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { countStatements: true });
});
afterAll(() => server.close());

describe('the webhook delivery log runs a fixed number of statements whatever the page size', () => {
  it("runs as many statements for 30 of an endpoint's deliveries as for 3", async () => {
    const database = server.databases.no;
    const admin = await createUser(database, { is_admin: true });
    const token = await signIn(server, admin);
    const endpoint = await createTestWebhookEndpoint(server, token, {
      url: 'http://127.0.0.1:9/hook',
    });
    await sql`
      insert into webhook_events (id, supplier_id, type, payload)
      select 'msg_' || ${endpoint.id} || '_' || i, ${admin.supplier_id}, 'JOB_STATUS_CHANGED',
        '{}'::jsonb
      from generate_series(1, 40) as i`.execute(database);
    await sql`
      insert into webhook_deliveries (event_id, endpoint_id, status, attempts)
      select 'msg_' || ${endpoint.id} || '_' || i, ${endpoint.id},
        (array['pending', 'delivered', 'failed'])[i % 3 + 1], i % 4
      from generate_series(1, 40) as i`.execute(database);
    await expectFixedStatementsPerPage(server, {
      token,
      field: 'get_webhook_delivery_page',
      arguments: `endpoint_id: "${endpoint.id}"`,
      rows: 'deliveries',
    });
  });
});
