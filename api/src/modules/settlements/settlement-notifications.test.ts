import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser } from '../../test-support/factories.js';
import {
  chooseNotificationEmails,
  notificationEmailChoicesQuery,
  notificationsOf,
  setNotificationEmailChoicesMutation,
} from '../../test-support/notification-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

const importMutation = /* GraphQL */ `
  mutation import_settlement($input: SettlementImport!) {
    import_settlement(input: $input) {
      id
    }
  }
`;

describe('a published settlement is news for the supplier’s readers of settlements', () => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  let providerKey: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestServer({ SMTP_URL: smtp.url }, { taskWorkers: true });
    ({ key: providerKey } = await createProviderKey(server.databases.no, 'Settlement news'));
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  async function importSettlement(supplierId: string, number: string) {
    const answer = await server.graphql<{ import_settlement: { id: string } }>({
      query: importMutation,
      token: providerKey,
      variables: {
        input: {
          supplier_id: supplierId,
          settlement_number: number,
          period_type: 'monthly',
          period_start: '2026-10-01',
          lines: [
            {
              description: 'Laptops',
              quantity: 4,
              resale_value: '4000',
              service_costs: '500',
            },
          ],
        },
      },
    });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.import_settlement.id;
  }

  it('reaches users with report access, in the portal and by e-mail as chosen, and no one else', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const reader = await createUser(database, {
      supplier_id: supplier.id,
      has_report_access: true,
      language: 'fi',
    });
    const withoutAccess = await createUser(database, {
      supplier_id: supplier.id,
      has_report_access: false,
    });
    const outsider = await createUser(database, { has_report_access: true });
    const readerToken = await signIn(server, reader);
    await chooseNotificationEmails(server, readerToken, ['SETTLEMENT_PUBLISHED']);

    const number = `NEWS-${Date.now()}`;
    const id = await importSettlement(supplier.id, number);

    expect(await notificationsOf(server, readerToken)).toEqual({
      notifications: [
        {
          kind: 'SETTLEMENT_PUBLISHED',
          subject: number,
          link: `/settlements/unpaid?open=${id}`,
        },
      ],
      unread_count: 1,
    });
    for (const other of [withoutAccess, outsider]) {
      expect(await notificationsOf(server, await signIn(server, other))).toEqual({
        notifications: [],
        unread_count: 0,
      });
    }

    const mail = await smtp.nextMailTo(reader.email);
    expect(headerOf(mail.raw, 'Subject')).toBe(`Uusi tilitys: ${number}`);
    expect(decodeQuotedPrintable(mail.raw)).toContain(`/settlements/unpaid?open=${id}&location=no`);
  });

  it('is no e-mail choice for a user without report access, offered or taken', async () => {
    const user = await createUser(server.databases.no, { has_report_access: false });
    const token = await signIn(server, user);
    const offered = await server.graphql<{
      get_notification_email_choices: { kind: string }[];
    }>({ query: notificationEmailChoicesQuery, token });
    expect(offered.body.data?.get_notification_email_choices.map((choice) => choice.kind)).toEqual([
      'REPORT_READY',
      'EVIDENCE_PACK_READY',
      'JOB_STATUS_CHANGED',
    ]);
    const refused = await server.graphql({
      query: setNotificationEmailChoicesMutation,
      token,
      variables: { choices: [{ kind: 'SETTLEMENT_PUBLISHED', email: true }] },
    });
    expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');
    const stored = await server.databases.no
      .selectFrom('notification_email_choices')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
