import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob, type TestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Route planning'));
});
afterAll(() => server.close());

interface ListedJob {
  id: string;
  job_number: string;
  supplier_id: string;
  status: string;
  kind: string;
  contact: { first_name: string; last_name: string; email: string; phone: string };
  recipient: { name: string; email: string };
  storage_units: { unit_type: string; quantity: number }[];
}
interface Page {
  jobs: ListedJob[];
  has_more: boolean;
  next_cursor: string | null;
}
interface ErrorBody {
  error: { code: string; message: string };
}

/** A cursor as the feed writes one, around whatever position a caller makes up. */
const cursorOf = (position: unknown[]) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

async function call<Body>(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/provider/no${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const list = (query: Record<string, string>) =>
  call<Page>('GET', `/jobs?${new URLSearchParams(query).toString()}`);

/** A fresh supplier with `count` ordered pickups, in the order they were ordered. */
async function supplierWithJobs(count: number) {
  const user = await createUser(database);
  const token = await signIn(server, user);
  const jobs: TestJob[] = [];
  for (let index = 0; index < count; index += 1) jobs.push(await orderTestJob(server, token));
  return { user, jobs };
}

describe('[PROVIDER] GET /api/provider/:country/jobs', () => {
  it('pages the orders in the order they changed, and then gives only what changed since', async () => {
    const { user, jobs } = await supplierWithJobs(3);
    const first = await list({ supplier_id: user.supplier_id, limit: '2' });
    expect(first.status).toBe(200);
    expect(first.body.jobs.map((job) => job.job_number)).toEqual(
      jobs.slice(0, 2).map((job) => job.job_number),
    );
    expect(first.body.has_more).toBe(true);
    expect(first.body.jobs[0]).toMatchObject({
      id: jobs[0]?.id,
      supplier_id: user.supplier_id,
      kind: 'COLLECTION',
      status: 'ORDERED',
      contact: { first_name: 'Kari', last_name: 'Nordmann', phone: '+47 22 33 44 55' },
      recipient: { name: 'Kari Nordmann', email: 'kari.nordmann@test.example' },
      storage_units: [{ unit_type: 'BOX', quantity: 2 }],
    });
    const second = await list({
      supplier_id: user.supplier_id,
      limit: '2',
      after: first.body.next_cursor ?? '',
    });
    expect(second.body.jobs.map((job) => job.job_number)).toEqual([jobs[2]?.job_number]);
    expect(second.body.has_more).toBe(false);
    const endOfList = second.body.next_cursor ?? '';
    expect(endOfList).not.toBe('');

    // Nothing new: an empty page that hands the same cursor back.
    const idle = await list({ supplier_id: user.supplier_id, after: endOfList });
    expect(idle.body).toEqual({ jobs: [], has_more: false, next_cursor: endOfList });

    // The first job is confirmed: it, and only it, comes again, with its new status.
    const confirmed = await call('POST', `/jobs/${jobs[0]?.job_number}/status`, {
      status: 'CONFIRMED',
    });
    expect(confirmed.status).toBe(200);
    const changed = await list({ supplier_id: user.supplier_id, after: endOfList });
    expect(changed.body.jobs.map((job) => [job.job_number, job.status])).toEqual([
      [jobs[0]?.job_number, 'CONFIRMED'],
    ]);
  });

  it('filters by status and by the time of the change', async () => {
    const { user, jobs } = await supplierWithJobs(2);
    const before = new Date(Date.now() - 1000).toISOString();
    await call('POST', `/jobs/${jobs[1]?.id}/status`, { status: 'SCHEDULED' });
    const scheduled = await list({ supplier_id: user.supplier_id, status: 'SCHEDULED' });
    expect(scheduled.body.jobs.map((job) => job.job_number)).toEqual([jobs[1]?.job_number]);
    // Other test files write jobs into the same database meanwhile: read this supplier's only.
    const recent = await list({ supplier_id: user.supplier_id, changed_since: before });
    expect(recent.body.jobs.map((job) => job.job_number)).toContain(jobs[1]?.job_number);
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await list({ supplier_id: user.supplier_id, changed_since: later });
    expect(none.body.jobs).toEqual([]);
  });

  it('refuses input it cannot read, saying which', async () => {
    for (const [query, field] of [
      [{ limit: '0' }, 'limit'],
      [{ limit: '501' }, 'limit'],
      [{ status: 'LOST' }, 'status'],
      [{ changed_since: 'yesterday' }, 'changed_since'],
      [{ changed_since: '2026-02-30T10:00:00Z' }, 'changed_since'],
      [{ changed_since: '+275760-09-13T00:00:00Z' }, 'changed_since'],
      [{ after: 'not-a-cursor' }, 'after'],
      // Cursors of the right shape whose time the database cannot read.
      [{ after: cursorOf(['1', randomUUID()]) }, 'after'],
      [{ after: cursorOf(['2026-02-30', randomUUID()]) }, 'after'],
      [{ after: cursorOf(['2026-02-30T10:00:00.000000Z', randomUUID()]) }, 'after'],
      [{ after: cursorOf(['2026-01-01T10:00:00.000000Z', '0'.repeat(36)]) }, 'after'],
      [{ after: cursorOf(['+275760-09-13T00:00:00.000Z', randomUUID()]) }, 'after'],
      [{ after: cursorOf(['0000-01-01T00:00:00.000000Z', randomUUID()]) }, 'after'],
      [{ after: cursorOf(['2026-01-01T24:00:00.000000Z', randomUUID()]) }, 'after'],
      [{ after: cursorOf(['2026-01-01T10:00:00.000000Z', randomUUID(), 'more']) }, 'after'],
      [{ supplier_id: 'acme' }, 'supplier_id'],
    ] as const) {
      const answer = await call<ErrorBody>('GET', `/jobs?${new URLSearchParams(query).toString()}`);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.code).toBe('BAD_USER_INPUT');
      expect(answer.body.error.message).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('[PROVIDER] one job and what the provider records on it', () => {
  it('reads a job by number or id with its seals, history and units; 404 for none', async () => {
    const { jobs } = await supplierWithJobs(1);
    const job = jobs[0] as TestJob;
    const byNumber = await call<{ job: Record<string, unknown> }>(
      'GET',
      `/jobs/${job.job_number.toLowerCase()}`,
    );
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.job).toMatchObject({
      id: job.id,
      job_number: job.job_number,
      seals: [],
      status_history: [{ status: 'ORDERED' }],
      processed_units: 0,
      unresolved_missing_assets: 0,
    });
    const byId = await call<{ job: Record<string, unknown> }>('GET', `/jobs/${job.id}`);
    expect(byId.body.job).toEqual(byNumber.body.job);
    for (const unknown of ['J-1999-000000', randomUUID(), 'J-2026-%27%20or%201=1']) {
      const answer = await call<ErrorBody>('GET', `/jobs/${unknown}`);
      expect(answer.status, unknown).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('moves a job forward at the time it happened, mails the recipient once, never back', async () => {
    const { jobs } = await supplierWithJobs(1);
    const job = jobs[0] as TestJob;
    // Ordered two hours ago; the driver's scan of an hour ago arrives only now.
    await database
      .updateTable('job_status_events')
      .set({ occurred_at: new Date(Date.now() - 2 * 3_600_000) })
      .where('job_id', '=', job.id)
      .execute();
    const collectedAt = new Date(Date.now() - 3_600_000).toISOString();
    const moved = await call('POST', `/jobs/${job.job_number}/status`, {
      status: 'COLLECTED',
      occurred_at: collectedAt,
    });
    expect(moved).toEqual({
      status: 200,
      body: {
        job_number: job.job_number,
        status: 'COLLECTED',
        recorded: ['CONFIRMED', 'SCHEDULED', 'COLLECTED'],
      },
    });
    // The same call again (a retry) changes nothing and mails nobody.
    const again = await call('POST', `/jobs/${job.id}/status`, { status: 'COLLECTED' });
    expect(again.body).toEqual({ job_number: job.job_number, status: 'COLLECTED', recorded: [] });
    const mails = await database
      .selectFrom('email_outbox')
      .select(['template', 'subject'])
      .where('text_body', 'like', `%${job.job_number}%`)
      .where('template', '=', 'assignment_status')
      .execute();
    expect(mails).toEqual([
      { template: 'assignment_status', subject: `${job.job_number}: Collected` },
    ]);

    const refusals: [unknown, RegExp][] = [
      [{ status: 'CONFIRMED' }, /only moves forward/],
      [{ status: 'RECEIVED', occurred_at: '2020-01-01T08:00:00Z' }, /^occurred_at: /],
      [
        { status: 'RECEIVED', occurred_at: new Date(Date.now() + 3_600_000).toISOString() },
        /^occurred_at: the time is in the future/,
      ],
      [{ status: 'LOST' }, /^status: Give one of ORDERED/],
    ];
    for (const [body, message] of refusals) {
      const answer = await call<ErrorBody>('POST', `/jobs/${job.job_number}/status`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
    const read = await call<{
      job: { status: string; status_history: { status: string; occurred_at: string }[] };
    }>('GET', `/jobs/${job.id}`);
    expect(read.body.job.status).toBe('COLLECTED');
    const history = read.body.job.status_history;
    expect(history.map((event) => event.status)).toEqual([
      'ORDERED',
      'CONFIRMED',
      'SCHEDULED',
      'COLLECTED',
    ]);
    // Written as UTC, to the millisecond: the time the scan was made, not when it arrived.
    expect(history.slice(1).map((event) => event.occurred_at)).toEqual(
      Array.from({ length: 3 }, () => collectedAt),
    );
  });

  it('records seals once each, all or none', async () => {
    const { jobs } = await supplierWithJobs(1);
    const path = `/jobs/${jobs[0]?.job_number}/seals`;
    expect((await call('POST', path, { seals: ['S-1', ' S-2 ', 'S-1'] })).body).toEqual({
      job_number: jobs[0]?.job_number,
      added: 2,
      seals: ['S-1', 'S-2'],
    });
    expect((await call('POST', path, { seals: ['S-2', 'S-3'] })).body).toMatchObject({
      added: 1,
      seals: ['S-1', 'S-2', 'S-3'],
    });
    const refusals: [string[], RegExp][] = [
      [[], /^seals: /],
      [['S-4', 'x'.repeat(101)], /^seals\.1: /],
      [Array.from({ length: 101 }, (_, i) => `T-${i}`), /^seals: Send at most 100 seals/],
    ];
    for (const [seals, message] of refusals) {
      const answer = await call<ErrorBody>('POST', path, { seals });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
    expect((await call('POST', '/jobs/J-1999-000000/seals', { seals: ['S-1'] })).status).toBe(404);
    const read = await call<{ job: { seals: { seal_number: string }[] } }>(
      'GET',
      `/jobs/${jobs[0]?.id}`,
    );
    expect(read.body.job.seals.map((seal) => seal.seal_number)).toEqual(['S-1', 'S-2', 'S-3']);
  });

  it("links the job supplier's units by serial number, and names the ones it has not", async () => {
    const { user, jobs } = await supplierWithJobs(1);
    const other = await createUser(database);
    const own = [unitRow({ job_number: '' }), unitRow({ job_number: '' })];
    const othersUnit = unitRow({ job_number: '' });
    await importTestUnits(database, user.supplier_id, own);
    await importTestUnits(database, other.supplier_id, [othersUnit]);
    const serials = [
      ...own.map((row) => String(row.serial_number)),
      String(othersUnit.serial_number),
    ];
    const linked = await call('POST', `/jobs/${jobs[0]?.job_number}/units`, {
      serial_numbers: [...serials, 'NOT-A-UNIT'],
    });
    expect(linked.body).toEqual({
      job_number: jobs[0]?.job_number,
      linked: 2,
      unknown_serial_numbers: [String(othersUnit.serial_number), 'NOT-A-UNIT'],
    });
    const read = await call<{ job: { processed_units: number } }>('GET', `/jobs/${jobs[0]?.id}`);
    expect(read.body.job.processed_units).toBe(2);
    const othersRow = await database
      .selectFrom('processed_units')
      .select('job_number')
      .where('supplier_id', '=', other.supplier_id)
      .executeTakeFirstOrThrow();
    expect(othersRow.job_number).toBeNull();
    expect((await call('POST', `/jobs/${jobs[0]?.id}/units`, { serial_numbers: [] })).status).toBe(
      400,
    );
  });
});
