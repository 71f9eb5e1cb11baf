import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.js';
import {
  createAccessRequest,
  createTestStaff,
  signInStaff,
} from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createTestUnit, createUnitHold } from '../../test-support/unit-hold-factories.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';

// Own databases (task workers): the inbox counts every customer's, so no other file's may count.
let smtp: SmtpTestServer;
let server: TestServer;
let managerToken: string;
let supportToken: string;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Portal" <portal@itad.example>',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
    },
    { taskWorkers: true },
  );
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const summaryQuery = /* GraphQL */ `
  query console_inbox_summary {
    console_inbox_summary {
      pending_access_requests
      new_orders
      open_holds
      overdue_holds
      failed_mails
      failing_webhook_endpoints
    }
  }
`;

const failedMailsQuery = /* GraphQL */ `
  query console_failed_mails {
    console_failed_mails {
      total
      items {
        id
        recipient
        last_error
        attempts
      }
    }
  }
`;

const endpointsQuery = /* GraphQL */ `
  query console_failing_webhook_endpoints {
    console_failing_webhook_endpoints {
      total
      items {
        customer
        url
        enabled
        consecutive_failed_events
        disabled_reason
      }
    }
  }
`;

const retryMutation = /* GraphQL */ `
  mutation console_retry_mail($id: ID!) {
    console_retry_mail(id: $id) {
      id
      recipient
    }
  }
`;

async function summary(token = supportToken) {
  const answer = await server.graphql<{ console_inbox_summary: Record<string, number> }>({
    query: summaryQuery,
    token,
  });
  return answer.body.data?.console_inbox_summary;
}

/** A mail the mailer failed to send, as the send job leaves it (no job waiting for it). */
async function failedMail(recipient: string) {
  return server.databases.no
    .insertInto('email_outbox')
    .values({
      recipient,
      language: 'en',
      template: 'invitation',
      subject: 'You are invited',
      html_body: '<p>Welcome</p>',
      text_body: 'Welcome',
      attempts: 25,
      last_error: 'connect ECONNREFUSED 10.0.0.5:25',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe("the console's inbox", () => {
  it('counts what waits across customers: requests, new orders, holds, mails, endpoints', async () => {
    expect(await summary()).toEqual({
      pending_access_requests: 0,
      new_orders: 0,
      open_holds: 0,
      overdue_holds: 0,
      failed_mails: 0,
      failing_webhook_endpoints: 0,
    });
    await createAccessRequest(server.databases.no);
    const customer = await createUser(server.databases.no, { is_admin: true });
    await orderTestJob(server, await signIn(server, customer));
    const unit = await createTestUnit(server.databases.no, customer.supplier_id);
    await createUnitHold(server.databases.no, {
      supplierId: customer.supplier_id,
      unitId: unit.id,
      respond_by: new Date(Date.now() - 60_000),
    });
    await failedMail('nobody@unreachable.example');
    // An endpoint the portal switched off after failing, as the delivery job leaves it.
    const other = await createSupplier(server.databases.no, { company: 'Failing Hooks AS' });
    const otherAdmin = await createUser(server.databases.no, {
      supplier_id: other.id,
      is_admin: true,
    });
    const endpoint = await createTestWebhookEndpoint(server, await signIn(server, otherAdmin), {
      url: 'http://127.0.0.1:9/itad',
    });
    await server.databases.no
      .updateTable('webhook_endpoints')
      .set({ consecutive_failed_events: 12, enabled: false, disabled_reason: 'failing' })
      .where('id', '=', endpoint.id)
      .execute();

    expect(await summary()).toEqual({
      pending_access_requests: 1,
      new_orders: 1,
      open_holds: 1,
      overdue_holds: 1,
      failed_mails: 1,
      failing_webhook_endpoints: 1,
    });
    const endpoints = await server.graphql<{
      console_failing_webhook_endpoints: { items: unknown[] };
    }>({
      query: endpointsQuery,
      token: supportToken,
    });
    expect(endpoints.body.data?.console_failing_webhook_endpoints.items).toEqual([
      {
        customer: 'Failing Hooks AS',
        url: 'http://127.0.0.1:9/itad',
        enabled: false,
        consecutive_failed_events: 12,
        disabled_reason: 'failing',
      },
    ]);
  });

  it('sends a failed mail again on request, after which it leaves the inbox', async () => {
    const recipient = `retry-${Date.now()}@test.example`;
    const mail = await failedMail(recipient);
    const listed = await server.graphql<{
      console_failed_mails: { items: { id: string; last_error: string }[] };
    }>({ query: failedMailsQuery, token: supportToken });
    expect(listed.body.data?.console_failed_mails.items).toContainEqual(
      expect.objectContaining({ id: mail.id, last_error: 'connect ECONNREFUSED 10.0.0.5:25' }),
    );

    const bySupport = await server.graphql({
      query: retryMutation,
      variables: { id: mail.id },
      token: supportToken,
    });
    expect(errorCodeOf(bySupport)).toBe('FORBIDDEN');
    const retried = await server.graphql({
      query: retryMutation,
      variables: { id: mail.id },
      token: managerToken,
    });
    expect(retried.body.errors).toBeUndefined();
    await smtp.nextMailTo(recipient);
    await expect
      .poll(async () => {
        const row = await server.databases.no
          .selectFrom('email_outbox')
          .select('sent_at')
          .where('id', '=', mail.id)
          .executeTakeFirstOrThrow();
        return row.sent_at !== null;
      })
      .toBe(true);
    const again = await server.graphql({
      query: retryMutation,
      variables: { id: mail.id },
      token: managerToken,
    });
    expect(errorCodeOf(again)).toBe('NOT_FOUND');
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'target_label'])
      .where('target_id', '=', mail.id)
      .execute();
    expect(logged).toEqual([{ action: 'mail.retried', target_label: recipient }]);
  });

  it('is closed to customers', async () => {
    const customerToken = await signIn(server, await createUser(server.databases.no));
    expect(errorCodeOf(await server.graphql({ query: summaryQuery, token: customerToken }))).toBe(
      'UNAUTHENTICATED',
    );
    const notAnId = await server.graphql({
      query: retryMutation,
      variables: { id: 'x' },
      token: managerToken,
    });
    expect(errorCodeOf(notAnId)).toBe('NOT_FOUND');
  });
});
