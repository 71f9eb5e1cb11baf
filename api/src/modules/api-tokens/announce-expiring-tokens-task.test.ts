import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, revokeApiTokenMutation } from '../../test-support/api-token-requests.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { announceExpiringTokens } from './announce-expiring-tokens-task.js';

const listQuery = /* GraphQL */ `
  query get_notifications {
    get_notifications {
      notifications {
        kind
        subject
        link
      }
    }
  }
`;
const setChoicesMutation = /* GraphQL */ `
  mutation set_notification_email_choices($choices: [NotificationEmailChoiceInput!]!) {
    set_notification_email_choices(choices: $choices) {
      kind
    }
  }
`;

interface NotificationList {
  get_notifications: { notifications: { kind: string; subject: string; link: string }[] };
}

describe('API tokens about to expire are news for the supplier’s admins, once', () => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestServer({ SMTP_URL: smtp.url }, { taskWorkers: true });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const notificationsOf = async (token: string) => {
    const answer = await server.graphql<NotificationList>({ query: listQuery, token });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.get_notifications.notifications;
  };
  const announce = () =>
    announceExpiringTokens(server.databases.no, {
      publicUrl: 'https://portal.test.example',
      country: 'no',
    });

  it('tells the admins of a live token that expires within 14 days, in the portal and by mail', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const admin = await createUser(database, {
      supplier_id: supplier.id,
      is_admin: true,
      language: 'se',
    });
    const adminToken = await signIn(server, admin);
    const colleague = await createUser(database, { supplier_id: supplier.id });
    const outsider = await createUser(database, { is_admin: true });
    const chose = await server.graphql({
      query: setChoicesMutation,
      token: adminToken,
      variables: { choices: [{ kind: 'API_TOKEN_EXPIRING', email: true }] },
    });
    expect(chose.body.errors).toBeUndefined();

    await createApiToken(server, adminToken, { name: 'ERP soon', expires_in_days: 3 });
    await createApiToken(server, adminToken, { name: 'ERP later', expires_in_days: 30 });
    const revoked = await createApiToken(server, adminToken, {
      name: 'ERP revoked',
      expires_in_days: 3,
    });
    await server.graphql({
      query: revokeApiTokenMutation,
      token: adminToken,
      variables: { id: revoked.api_token.id },
    });

    await announce();
    // The next hour's run tells nothing new.
    await announce();

    expect(await notificationsOf(adminToken)).toEqual([
      { kind: 'API_TOKEN_EXPIRING', subject: 'ERP soon', link: '/account/api' },
    ]);
    expect(await notificationsOf(await signIn(server, colleague))).toEqual([]);
    expect(await notificationsOf(await signIn(server, outsider))).toEqual([]);

    const mail = await smtp.nextMailTo(admin.email);
    expect(headerOf(mail.raw, 'Subject')).toBe('API-token går snart ut: ERP soon');
    expect(decodeQuotedPrintable(mail.raw)).toContain(
      'https://portal.test.example/account/api?location=no',
    );
    const mails = await database
      .selectFrom('email_outbox')
      .select('template')
      .where('recipient', '=', admin.email)
      .where('template', '=', 'notification-api-token-expiring')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('is no e-mail choice for a user who is not an admin', async () => {
    const user = await createUser(server.databases.no, { is_admin: false });
    const refused = await server.graphql({
      query: setChoicesMutation,
      token: await signIn(server, user),
      variables: { choices: [{ kind: 'API_TOKEN_EXPIRING', email: true }] },
    });
    expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');
  });
});
