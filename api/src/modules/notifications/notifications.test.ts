import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { providerSetsJobStatus } from '../../test-support/notification-stream.js';
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpTestServer,
} from '../../test-support/smtp-test-server.js';
import type { SmtpTestServer } from '../../test-support/smtp-test-server.js';
import { setNotificationEmailChoicesMutation } from '../../test-support/notification-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { recordNotification } from './service.js';

const listQuery = /* GraphQL */ `
  query get_notifications($before: String, $limit: Int) {
    get_notifications(before: $before, limit: $limit) {
      notifications {
        id
        kind
        subject
        status
        link
        read
      }
      next_before
      unread_count
    }
  }
`;
const markReadMutation = /* GraphQL */ `
  mutation mark_notification_read($id: ID!) {
    mark_notification_read(notification_id: $id)
  }
`;
const markAllMutation = /* GraphQL */ `
  mutation mark_all_notifications_read {
    mark_all_notifications_read
  }
`;
const unreadQuery = /* GraphQL */ `
  query get_notification_unread_count {
    get_notification_unread_count
  }
`;
interface Page {
  get_notifications: {
    notifications: { id: string; kind: string; subject: string; status: string; read: boolean }[];
    next_before: string | null;
    unread_count: number;
  };
}

describe('notifications over GraphQL, and by e-mail as each user chose', () => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  let providerKey: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestServer({ SMTP_URL: smtp.url }, { taskWorkers: true });
    ({ key: providerKey } = await createProviderKey(server.databases.no, 'Notification tests'));
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  async function signedInUser(overrides: { supplier_id?: string; language?: string } = {}) {
    const user = await createUser(server.databases.no, overrides);
    return { user, token: await signIn(server, user) };
  }

  it('lists, pages, counts and marks read the caller’s notifications only', async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const job = await orderTestJob(server, a.token);
    await providerSetsJobStatus(server.url, providerKey, job.id, 'CONFIRMED');
    await providerSetsJobStatus(server.url, providerKey, job.id, 'SCHEDULED');
    await providerSetsJobStatus(server.url, providerKey, job.id, 'COLLECTED');

    const first = await server.graphql<Page>({
      query: listQuery,
      token: a.token,
      variables: { limit: 2 },
    });
    const page = first.body.data?.get_notifications;
    expect(page?.unread_count).toBe(3);
    expect(page?.notifications.map((notification) => notification.status)).toEqual([
      'COLLECTED',
      'SCHEDULED',
    ]);
    const second = await server.graphql<Page>({
      query: listQuery,
      token: a.token,
      variables: { limit: 2, before: page?.next_before },
    });
    expect(second.body.data?.get_notifications.notifications.map((n) => n.status)).toEqual([
      'CONFIRMED',
    ]);
    expect(second.body.data?.get_notifications.next_before).toBeNull();

    // Another supplier's user sees none of them and cannot mark one read.
    const others = await server.graphql<Page>({ query: listQuery, token: b.token });
    expect(others.body.data?.get_notifications).toMatchObject({
      notifications: [],
      unread_count: 0,
    });
    const newest = page?.notifications[0]?.id;
    const refused = await server.graphql({
      query: markReadMutation,
      token: b.token,
      variables: { id: newest },
    });
    expect(errorCodeOf(refused)).toBe('NOT_FOUND');

    const marked = await server.graphql({
      query: markReadMutation,
      token: a.token,
      variables: { id: newest },
    });
    expect(marked.body.data).toEqual({ mark_notification_read: 2 });
    const all = await server.graphql({ query: markAllMutation, token: a.token });
    expect(all.body.data).toEqual({ mark_all_notifications_read: 0 });
    const unread = await server.graphql({ query: unreadQuery, token: a.token });
    expect(unread.body.data).toEqual({ get_notification_unread_count: 0 });
  });

  it('refuses a malformed page position and a kind that is no choice', async () => {
    const a = await signedInUser();
    const badPage = await server.graphql({
      query: listQuery,
      token: a.token,
      variables: { before: 'x' },
    });
    expect(errorCodeOf(badPage)).toBe('BAD_USER_INPUT');
    const badChoice = await server.graphql({
      query: setNotificationEmailChoicesMutation,
      token: a.token,
      variables: { choices: [{ kind: 'WEBHOOK_ENDPOINT_FAILING', email: true }] },
    });
    expect(errorCodeOf(badChoice)).toBe('BAD_USER_INPUT');
  });

  it('mails a job status change to the users who chose it, in their language, and no one else', async () => {
    const chooser = await signedInUser({ language: 'fi' });
    const other = await signedInUser({ supplier_id: chooser.user.supplier_id });
    const chosen = await server.graphql({
      query: setNotificationEmailChoicesMutation,
      token: chooser.token,
      variables: { choices: [{ kind: 'JOB_STATUS_CHANGED', email: true }] },
    });
    expect(chosen.body.data).toEqual({
      set_notification_email_choices: [
        { kind: 'REPORT_READY', email: false },
        { kind: 'EVIDENCE_PACK_READY', email: false },
        { kind: 'JOB_STATUS_CHANGED', email: true },
        { kind: 'SETTLEMENT_PUBLISHED', email: false },
      ],
    });
    const job = await orderTestJob(server, chooser.token);
    await providerSetsJobStatus(server.url, providerKey, job.id, 'CONFIRMED');

    const mail = await smtp.nextMailTo(chooser.user.email);
    expect(headerOf(mail.raw, 'Subject')).toBe(`${job.job_number}: Vahvistettu`);
    expect(decodeQuotedPrintable(mail.raw)).toContain(`/services/${job.id}?location=no`);
    // The mail is queued in the change's transaction: had it been meant for the other user, it
    // would be in the outbox now.
    const queued = await server.databases.no
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', other.user.email)
      .execute();
    expect(queued).toEqual([]);
  });

  it('mails the job status once to a chooser who is also the job’s recipient', async () => {
    const chooser = await signedInUser();
    await server.graphql({
      query: setNotificationEmailChoicesMutation,
      token: chooser.token,
      variables: { choices: [{ kind: 'JOB_STATUS_CHANGED', email: true }] },
    });
    const job = await orderTestJob(server, chooser.token, {
      recipient_email: chooser.user.email,
    });
    await providerSetsJobStatus(server.url, providerKey, job.id, 'CONFIRMED');
    const queued = await server.databases.no
      .selectFrom('email_outbox')
      .select('template')
      .where('recipient', '=', chooser.user.email)
      .orderBy('template')
      .execute();
    // The order's confirmation and the status mail; no notification mail besides.
    expect(queued.map((mail) => mail.template)).toEqual([
      'assignment_confirmation',
      'assignment_status',
    ]);
  });

  it('mails a master account’s user a notice of a sub-supplier they ordered for', async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const orderer = await signedInUser({ supplier_id: master.id });
    await server.graphql({
      query: setNotificationEmailChoicesMutation,
      token: orderer.token,
      variables: { choices: [{ kind: 'REPORT_READY', email: true }] },
    });
    await recordNotification(
      database,
      {
        supplierId: subSuppliers[0]?.id ?? '',
        audience: { userId: orderer.user.id },
        kind: 'report_ready',
        subject: 'Quarterly report',
        link: '/reports-overview',
      },
      { publicUrl: 'https://portal.test.example', country: 'no' },
    );
    const mail = await smtp.nextMailTo(orderer.user.email);
    expect(decodeQuotedPrintable(mail.raw)).toContain(
      'https://portal.test.example/reports-overview?location=no',
    );
  });
});
