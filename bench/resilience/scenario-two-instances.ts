/**
 * Two server instances on one database: a session started on one works on the other and ends on
 * both at logout; failed sign-ins count across both; mails queued through either are delivered
 * exactly once while both instances' task workers compete for them; files stored through one are
 * served by the other, as both use one S3 storage (s3rver on loopback). RESILIENCE_STORAGE=local
 * runs the pair on separate local folders instead and leaves the shared-files check out.
 */
import { startS3TestServer } from '../../api/src/test-support/s3-test-server.js';
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../api/src/test-support/smtp-test-server.js';
import { errorCode, graphql, signIn, type Answer } from './client.js';
import type { ScenarioContext } from './context.js';
import { requestAccess } from './mail-requests.js';
import { OutboxReader, outboxIdOf } from './outbox.js';
import { freePort, sleep, startServer, waitFor, type ServerProcess } from './processes.js';
import type { ScenarioResult } from './report.js';
import { checkSharedFiles } from './shared-files.js';

const userQuery = 'query get_user { get_user { id email } }';

async function checkSessions(a: ServerProcess, b: ServerProcess, notes: string[]) {
  const address = '192.168.5.1';
  const auth = await signIn(a.url, 'no', 'user@demo.no', address);
  const token = auth.data?.auth.token;
  if (!token) throw new Error(`sign-in on A failed: ${auth.problem}`);
  const onB = await graphql({ baseUrl: b.url, country: 'no', query: userQuery, token });
  if (!onB.ok) notes.push(`a token from A is refused by B: ${onB.problem}`);
  const logout = await graphql({
    baseUrl: a.url,
    country: 'no',
    query: 'mutation { logout }',
    token,
  });
  if (!logout.ok) notes.push(`logout on A failed: ${logout.problem}`);
  // B forgets the session when the database's change notification arrives: poll briefly.
  let refusedAfter = 0;
  try {
    refusedAfter = await waitFor(
      'B to refuse the token after logout on A',
      5_000,
      async () => {
        const answer = await graphql({ baseUrl: b.url, country: 'no', query: userQuery, token });
        return errorCode(answer) === 'UNAUTHENTICATED';
      },
      5,
    );
  } catch (error) {
    notes.push(String(error));
  }
  // And the other way round: a session from B works on A.
  const fromB = await signIn(b.url, 'no', 'admin@demo.no', address);
  const onA = await graphql({
    baseUrl: a.url,
    country: 'no',
    query: userQuery,
    token: fromB.data?.auth.token,
  });
  if (!onA.ok) notes.push(`a token from B is refused by A: ${onA.problem}`);
  return Math.round(refusedAfter);
}

async function checkThrottling(a: ServerProcess, b: ServerProcess, notes: string[]) {
  const address = '192.168.6.1';
  const failures = 50;
  let failed = 0;
  // Five at a time, alternating instances, each for an unknown account (no account delay).
  for (let batch = 0; batch < failures; batch += 5) {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, offset) => {
        const number = batch + offset;
        const server = number % 2 === 0 ? a : b;
        return signIn(server.url, 'no', `nobody-${number}@example.com`, address, 'Wrong1234');
      }),
    );
    failed += answers.filter((answer) => !answer.ok).length;
  }
  if (failed !== failures) notes.push(`only ${failed} of ${failures} wrong sign-ins failed`);
  const refused: Answer<unknown>[] = [
    await signIn(a.url, 'no', 'user@demo.no', address),
    await signIn(b.url, 'no', 'user@demo.no', address),
  ];
  const blocked = refused.filter((answer) => errorCode(answer) === 'TOO_MANY_ATTEMPTS').length;
  if (blocked !== 2) {
    notes.push(
      `after ${failures} failures split over A and B, a right password was not refused by both ` +
        `(${refused.map((answer) => answer.problem ?? 'ok').join(' / ')})`,
    );
  }
  return blocked;
}

async function checkJobs(
  a: ServerProcess,
  b: ServerProcess,
  outbox: OutboxReader,
  smtp: SmtpTestServer,
  notes: string[],
) {
  const before = new Set((await outbox.rows()).map((row) => row.id));
  const count = 8;
  for (let number = 0; number < count; number += 1) {
    const server = number % 2 === 0 ? a : b;
    const answer = await requestAccess(server.url, 'no', 100 + number, `192.168.7.${number + 1}`);
    if (!answer.ok) notes.push(`request_access on ${server.name} failed: ${answer.problem}`);
  }
  const queued = await outbox.scenarioRows(before);
  // The demo data's own mails (reports ready, pickups) are delivered too; count only these.
  const scenarioIds = async () => {
    const others = await outbox.otherIds();
    return smtp.received.map((mail) => outboxIdOf(mail.raw)).filter((id) => !id || !others.has(id));
  };
  await waitFor('the mails of both instances', 60_000, async () => {
    const rows = await outbox.scenarioRows(before);
    return rows.every((row) => row.sent) && (await scenarioIds()).length >= queued.length;
  });
  await sleep(2_000);
  const ids = await scenarioIds();
  const distinct = new Set(ids);
  if (queued.length !== count) notes.push(`${queued.length} of ${count} mails queued`);
  if (ids.length !== queued.length || distinct.size !== queued.length) {
    notes.push(`${queued.length} mails queued, ${ids.length} received (${distinct.size} distinct)`);
  }
  return { queued: queued.length, received: ids.length };
}

export async function twoInstancesScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const databaseUrl = `${context.postgres.serverUrl}resilience_pair`;
  const smtp = await startSmtpTestServer(await freePort());
  context.cleanups.push('stop SMTP server (two instances)', () => smtp.close());
  const sharedStorage = process.env.RESILIENCE_STORAGE !== 'local';
  const s3 = sharedStorage ? await startS3TestServer() : undefined;
  if (s3) context.cleanups.push('stop S3 server (two instances)', () => s3.close());
  // One portal behind a balancer: both instances share its address, the token signing key and
  // (with S3) the file storage.
  const options = {
    databaseUrl,
    signingKey: context.signingKey,
    smtpUrl: smtp.url,
    publicUrl: 'http://portal.resilience.test',
    environment: s3?.environment ?? { STORAGE: 'local' },
  };
  // A first: it migrates and seeds; B then finds both done.
  const a = await startServer({ ...options, name: 'A' }, context.cleanups);
  const b = await startServer({ ...options, name: 'B' }, context.cleanups);
  const outbox = await OutboxReader.connect(databaseUrl);
  try {
    const notes: string[] = [];
    const logoutMilliseconds = await checkSessions(a, b, notes);
    const blocked = await checkThrottling(a, b, notes);
    const mails = await checkJobs(a, b, outbox, smtp, notes);
    const files = s3 ? await checkSharedFiles(a, b, notes) : undefined;
    if (!a.alive || !b.alive) notes.push('an instance exited');
    return {
      scenario: `two instances, one database${s3 ? ', S3 storage' : ''}`,
      outcome: notes.length ? 'fail' : 'pass',
      figures:
        `sessions: token from A works on B and back, logout on A refused by B after ` +
        `${logoutMilliseconds} ms; throttling: 50 failures split A/B block the address on ` +
        `${blocked} of 2; jobs: ${mails.queued} mails queued via A and B, ${mails.received} received; ` +
        (files
          ? `files (S3): ${files.attachments} of 2 attachments served by the other instance, ` +
            `${files.reportDownloads} of ${files.reportFiles * 2} report downloads via A and B`
          : 'files: not shared (local storage)'),
      notes,
    };
  } finally {
    await outbox.close();
    await Promise.all([a.stop(), b.stop()]);
    await smtp.close();
    await s3?.close();
  }
}
