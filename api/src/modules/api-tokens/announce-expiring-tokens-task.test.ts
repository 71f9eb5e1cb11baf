import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, revokeApiTokenMutation } from '../../test-support/api-token-requests.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import {
  chooseNotificationEmails,
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
import { announceExpiringTokens } from './announce-expiring-tokens-task.js';

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
    await chooseNotificationEmails(server, adminToken, ['API_TOKEN_EXPIRING']);

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

    expect((await notificationsOf(server, adminToken)).notifications).toEqual([
      { kind: 'API_TOKEN_EXPIRING', subject: 'ERP soon', link: '/account/api' },
    ]);
    for (const other of [colleague, outsider]) {
      expect((await notificationsOf(server, await signIn(server, other))).notifications).toEqual(
        [],
      );
    }

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
      query: setNotificationEmailChoicesMutation,
      token: await signIn(server, user),
      variables: { choices: [{ kind: 'API_TOKEN_EXPIRING', email: true }] },
    });
    expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');
  });
});
