/**
 * SMTP down for a while: mails are queued while nothing listens on the server's SMTP port; once
 * every one of them has failed at least once, an SMTP server starts on that port. Passes when
 * every queued mail arrives exactly once (by Message-ID, which names the outbox row).
 */
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../api/src/test-support/smtp-test-server.js';
import type { Answer } from './client.js';
import type { ScenarioContext } from './context.js';
import { requestAccess, resetPassword } from './mail-requests.js';
import { OutboxReader, countries, outboxIdOf, type OutboxRow } from './outbox.js';
import { freePort, sleep, startServer, waitFor } from './processes.js';
import type { ScenarioResult } from './report.js';
import { demoAccounts } from './virtual-user.js';

const scenario = 'SMTP down, then back';
const minimumOutageMilliseconds = 8_000;

export async function smtpOutageScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const smtpPort = await freePort();
  const databaseUrl = `${context.postgres.serverUrl}resilience_smtp`;
  const server = await startServer(
    {
      name: 'smtp',
      databaseUrl,
      signingKey: context.signingKey,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    },
    context.cleanups,
  );
  const outbox = await OutboxReader.connect(databaseUrl);
  let smtp: SmtpTestServer | undefined;
  try {
    const before = new Set((await outbox.rows()).map((row) => row.id));
    const outageStarted = performance.now();
    const answers: Answer<unknown>[] = [];
    for (let number = 0; number < 6; number += 1) {
      const country = countries[number % countries.length]!;
      answers.push(await requestAccess(server.url, country, number, `172.16.1.${number + 1}`));
    }
    for (const account of demoAccounts) {
      answers.push(await resetPassword(server.url, account.country, account.email, '172.16.2.1'));
    }
    const refused = answers.filter((answer) => !answer.ok);
    if (refused.length) throw new Error(`requests refused: ${refused[0]?.problem}`);

    let queued: OutboxRow[] = [];
    await waitFor('every queued mail to fail once', 60_000, async () => {
      queued = await outbox.scenarioRows(before);
      return (
        queued.length === answers.length && queued.every((row) => row.attempts >= 1 && !row.sent)
      );
    });
    // "For a while": at least a few seconds, so some mails are retried while SMTP is still down.
    await sleep(Math.max(0, minimumOutageMilliseconds - (performance.now() - outageStarted)));
    queued = await outbox.scenarioRows(before);
    const failedAttempts = queued.reduce((sum, row) => sum + row.attempts, 0);
    const outageSeconds = (performance.now() - outageStarted) / 1_000;

    smtp = await startSmtpTestServer(smtpPort);
    const smtpServer = smtp;
    // The demo data's own mails arrive too once SMTP is back; they are not this scenario's.
    const scenarioMails = async () => {
      const others = await outbox.otherIds();
      return smtpServer.received.filter((mail) => {
        const id = outboxIdOf(mail.raw);
        return !id || !others.has(id);
      });
    };
    const deliveryMilliseconds = await waitFor('every mail to be delivered', 90_000, async () => {
      const rows = await outbox.scenarioRows(before);
      return rows.every((row) => row.sent) && (await scenarioMails()).length >= queued.length;
    });
    // Late duplicates would come from a retry racing the first delivery: give them time.
    await sleep(3_000);
    const sent = (await outbox.scenarioRows(before)).filter((row) => row.sent).length;
    const received = await scenarioMails();

    const receivedIds = received.map((mail) => outboxIdOf(mail.raw));
    const counts = new Map<string, number>();
    for (const id of receivedIds) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    const missing = queued.filter((row) => !counts.has(row.id));
    const duplicates = [...counts.values()].filter((count) => count > 1).length;
    const strangers = receivedIds.filter((id) => !id || !queued.some((row) => row.id === id));
    const notes: string[] = [];
    if (missing.length) notes.push(`not received: ${missing.map((row) => row.id).join(', ')}`);
    if (duplicates) notes.push(`${duplicates} mails received more than once`);
    if (strangers.length) notes.push(`${strangers.length} received mails match no queued mail`);
    if (!server.alive) notes.push('the server exited');
    return {
      scenario,
      outcome: notes.length ? 'fail' : 'pass',
      figures:
        `${queued.length} mails queued, ${failedAttempts} failed attempts during a ` +
        `${outageSeconds.toFixed(1)} s outage, sent ${sent}, received ${received.length} ` +
        `(${counts.size} distinct, ${duplicates} duplicates) ` +
        `${(deliveryMilliseconds / 1_000).toFixed(1)} s after SMTP returned`,
      notes,
    };
  } finally {
    await smtp?.close();
    await outbox.close();
    await server.stop();
  }
}
