import { afterAll, beforeAll, describe, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';

let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { countStatements: true });
  staffToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

describe("the console inbox's lists run a fixed number of statements whatever the page size", () => {
  it('runs as many statements for 30 failed mails as for 3', async () => {
    for (let index = 0; index < 32; index += 1) {
      await server.databases.no
        .insertInto('email_outbox')
        .values({
          recipient: `bounce-${index}@test.example`,
          language: 'en',
          template: 'invitation',
          subject: 'Invitation',
          html_body: '<p>Hello</p>',
          text_body: 'Hello',
          attempts: 3,
          last_error: '550 Mailbox unavailable',
        })
        .execute();
    }
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_failed_mails',
      rows: 'items',
    });
    // Found by text and in another order: the same statements.
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_failed_mails',
      arguments: 'text: "bounce-", sort: recipient, direction: ASC',
      rows: 'items',
    });
  });

  it('runs as many statements for 30 failing endpoints of several customers as for 3', async () => {
    for (let customer = 0; customer < 8; customer += 1) {
      const admin = await createUser(server.databases.no, { is_admin: true });
      const token = await signIn(server, admin);
      for (let index = 0; index < 4; index += 1) {
        const endpoint = await createTestWebhookEndpoint(server, token, {
          url: `http://127.0.0.1:9/hook-${customer}-${index}`,
        });
        await server.databases.no
          .updateTable('webhook_endpoints')
          .set({ consecutive_failed_events: 1 + index })
          .where('id', '=', endpoint.id)
          .execute();
      }
    }
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_failing_webhook_endpoints',
      rows: 'items',
    });
    await expectFixedStatementsPerPage(server, {
      token: staffToken,
      field: 'console_failing_webhook_endpoints',
      arguments: 'text: "/hook-", sort: customer, direction: DESC',
      rows: 'items',
    });
  });
});
