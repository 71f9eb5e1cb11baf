import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { findFreePort } from '../../test-support/free-port.js';
import { outboxSettled } from '../../test-support/settled-jobs.js';
import {
  headerOf,
  resetLinksIn,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const resetMutation = /* GraphQL */ `
  mutation reset_password($email: String!) {
    reset_password(email: $email)
  }
`;

/** How long background work may take: the workers poll, and retry after seconds of backoff. */
const patience = { timeout: 20_000, interval: 100 };

async function requestReset(server: TestServer, email: string) {
  const response = await server.graphql({
    query: resetMutation,
    operationName: 'reset_password',
    variables: { email },
  });
  expect(response.body.errors).toBeUndefined();
}

describe('e-mail delivery over SMTP (outbox + send_email job)', () => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startTestServer(
      { SMTP_URL: smtp.url, MAIL_FROM: '"Portal" <portal@itad.example>' },
      { taskWorkers: true },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers a queued mail once, in the recipient language, with the reset link', async () => {
    const user = await createUser(server.databases.no, { language: 'no', first_name: 'Kari' });
    await requestReset(server, user.email);

    await smtp.nextMailTo(user.email);
    // Once the mail is marked sent and no job is left to send it, no second copy can come.
    await outboxSettled(server.databases.no, [user.email]);
    const mails = smtp.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    expect(headerOf(raw, 'From')).toBe('Portal <portal@itad.example>');
    expect(headerOf(raw, 'Subject')).toBe('Tilbakestill passordet ditt');
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/html');
    const links = resetLinksIn(raw);
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toMatch(
      new RegExp(`^${server.config.publicUrl}/reset-password/[A-Za-z0-9_-]{43}\\?location=no$`),
    );
    const outbox = await server.databases.no
      .selectFrom('email_outbox')
      .selectAll()
      .where('recipient', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(outbox.sent_at).not.toBeNull();
    expect(outbox.language).toBe('no');
    expect(outbox.subject).toBe('Tilbakestill passordet ditt');
  });
});

describe('e-mail delivery when the SMTP server is down for a while', () => {
  it('loses no mail and sends none twice once the server is back', async () => {
    const smtpPort = await findFreePort();
    const server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      { taskWorkers: true },
    );
    let smtp: SmtpTestServer | undefined;
    try {
      const users = await Promise.all(
        [1, 2, 3].map(() => createUser(server.databases.dk, { language: 'da' })),
      );
      for (const user of users)
        await requestReset(
          { ...server, graphql: (request) => server.graphql({ ...request, country: 'dk' }) },
          user.email,
        );
      const emails = users.map((user) => user.email);
      // The first attempts fail: nothing listens yet.
      await vi.waitUntil(async () => {
        const rows = await server.databases.dk
          .selectFrom('email_outbox')
          .select(['attempts', 'last_error'])
          .where('recipient', 'in', emails)
          .execute();
        return rows.length === 3 && rows.every((row) => row.attempts >= 1 && row.last_error);
      }, patience);

      smtp = await startSmtpTestServer(smtpPort);
      const running = smtp;
      await Promise.all(emails.map((email) => running.nextMailTo(email, 30_000)));
      await outboxSettled(server.databases.dk, emails);
      for (const email of emails) expect(running.mailsTo(email)).toHaveLength(1);
      const unsent = await server.databases.dk
        .selectFrom('email_outbox')
        .select('id')
        .where('recipient', 'in', emails)
        .where('sent_at', 'is', null)
        .execute();
      expect(unsent).toEqual([]);
    } finally {
      await server.close();
      await smtp?.close();
    }
  }, 60_000);
});

describe('e-mail delivery without SMTP_URL (demo)', () => {
  it('writes the mail as an .eml file under DATA_DIR/mail', async () => {
    const server = await startTestServer({}, { taskWorkers: true });
    try {
      const user = await createUser(server.databases.se, { language: 'se' });
      await requestReset(
        { ...server, graphql: (request) => server.graphql({ ...request, country: 'se' }) },
        user.email,
      );
      const directory = path.join(server.config.dataDirectory, 'mail');
      const files = async () =>
        (await readdir(directory).catch(() => [])).filter((file) => file.endsWith('.eml'));
      await vi.waitUntil(async () => {
        for (const file of await files()) {
          const raw = await readFile(path.join(directory, file), 'utf8');
          if (raw.includes(user.email)) return true;
        }
        return false;
      }, patience);
      const contents = await Promise.all(
        (await files()).map((file) => readFile(path.join(directory, file), 'utf8')),
      );
      const mail = contents.find((raw) => raw.includes(user.email))!;
      expect(resetLinksIn(mail)[0]).toContain('?location=se');
    } finally {
      await server.close();
    }
  });
});
