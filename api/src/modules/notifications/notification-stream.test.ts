import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import {
  openNotificationStream,
  providerSetsJobStatus,
} from '../../test-support/notification-stream.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { recordNotification } from './service.js';

async function signedInUser(server: TestServer) {
  const user = await createUser(server.databases.no);
  return { user, token: await signIn(server, user) };
}

describe('the notification stream (server-sent events through the database)', () => {
  let server: TestServer;
  let providerKey: string;
  let secondInstance: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    ({ key: providerKey } = await createProviderKey(server.databases.no, 'Notification tests'));
    // A second instance on the same database, as behind a load balancer.
    secondInstance = await startTestServer({}, { signingKey: server.signingKey });
  });
  afterAll(async () => {
    await secondInstance.close();
    await server.close();
  });

  it("sends a supplier's event to its users' streams and never to another supplier's", async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    const jobOfA = await orderTestJob(server, a.token);
    const jobOfB = await orderTestJob(server, b.token);
    const streamOfA = await openNotificationStream(server.url, a.token);
    const streamOfB = await openNotificationStream(server.url, b.token);
    expect(streamOfA.status).toBe(200);
    expect(streamOfA.headers.get('content-type')).toContain('text/event-stream');

    await providerSetsJobStatus(server.url, providerKey, jobOfA.id, 'CONFIRMED');
    const event = await streamOfA.next();
    expect(event.event).toBe('notification');
    expect(JSON.parse(event.data)).toMatchObject({
      kind: 'JOB_STATUS_CHANGED',
      subject: jobOfA.job_number,
      status: 'CONFIRMED',
      link: `/services/${jobOfA.id}`,
      read: false,
    });

    // B's first event is B's own: A's was never sent to B (it would have come first).
    await providerSetsJobStatus(server.url, providerKey, jobOfB.id, 'CONFIRMED');
    expect(JSON.parse((await streamOfB.next()).data)).toMatchObject({
      subject: jobOfB.job_number,
    });
    streamOfA.close();
    streamOfB.close();
  });

  it('delivers through another instance on the same database', async () => {
    const a = await signedInUser(server);
    const job = await orderTestJob(server, a.token);
    const stream = await openNotificationStream(secondInstance.url, a.token);
    expect(stream.status).toBe(200);

    // Changed through the first instance: the second hears of it from the database.
    await providerSetsJobStatus(server.url, providerKey, job.id, 'SCHEDULED');
    expect(JSON.parse((await stream.next()).data)).toMatchObject({
      kind: 'JOB_STATUS_CHANGED',
      subject: job.job_number,
      status: 'SCHEDULED',
    });
    stream.close();
  });

  it('sends what came after Last-Event-ID when the client comes back', async () => {
    const a = await signedInUser(server);
    const job = await orderTestJob(server, a.token);
    const first = await openNotificationStream(server.url, a.token);
    await providerSetsJobStatus(server.url, providerKey, job.id, 'CONFIRMED');
    const seen = await first.next();
    first.close();

    await providerSetsJobStatus(server.url, providerKey, job.id, 'SCHEDULED');
    const again = await openNotificationStream(server.url, a.token, { lastEventId: seen.id });
    expect(JSON.parse((await again.next()).data)).toMatchObject({ status: 'SCHEDULED' });
    again.close();
  });

  it('sends a notification whose transaction began first but committed last', async () => {
    const a = await signedInUser(server);
    const stream = await openNotificationStream(server.url, a.token);
    const database = server.databases.no;
    const notice = (subject: string) =>
      ({
        supplierId: a.user.supplier_id,
        audience: 'supplier',
        kind: 'job_status_changed',
        subject,
        status: 'CONFIRMED',
        link: '/services',
      }) as const;

    let commitSlow!: () => void;
    const slowMayCommit = new Promise<void>((resolve) => (commitSlow = resolve));
    let slowInserted!: () => void;
    const slowHasInserted = new Promise<void>((resolve) => (slowInserted = resolve));
    const slow = database.transaction().execute(async (transaction) => {
      await recordNotification(transaction, notice('slow'), null);
      slowInserted();
      await slowMayCommit;
    });
    await slowHasInserted;
    await recordNotification(database, notice('quick'), null);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ subject: 'quick' });

    commitSlow();
    await slow;
    await recordNotification(database, notice('after'), null);
    const subjects = [await stream.next(), await stream.next()].map(
      (event) => (JSON.parse(event.data) as { subject: string }).subject,
    );
    expect(subjects).toEqual(['slow', 'after']);
    stream.close();
  });

  it('refuses a caller without a session, and a token of another country', async () => {
    const anonymous = await openNotificationStream(server.url, undefined);
    expect(anonymous.status).toBe(401);
    const a = await signedInUser(server);
    const elsewhere = await openNotificationStream(server.url, a.token, { country: 'se' });
    expect(elsewhere.status).toBe(401);
  });
});
