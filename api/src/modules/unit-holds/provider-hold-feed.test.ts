import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  answerUnitHoldsMutation,
  holdIdsOf,
  placeTestHolds,
} from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
let key: string;
let danishKey: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Warehouse system'));
  ({ key: danishKey } = await createProviderKey(server.databases.dk, 'Danish warehouse'));
});
afterAll(() => server.close());

interface FeedHold {
  id: string;
  supplier_id: string;
  serial_number: string;
  job_number: string | null;
  reason: string;
  state: string;
  answered_at: string | null;
  answer_note: string | null;
  changed_at: string;
}
interface FeedPage<Row> {
  has_more: boolean;
  next_cursor: string | null;
  holds: Row[];
  jobs: Row[];
}

async function get<Row>(path: string, token = key) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as FeedPage<Row> };
}

/** Every page from a cursor (or the start), a few rows a page. */
async function allHoldsAfter(cursor: string | null, since: Date) {
  const holds: FeedHold[] = [];
  let after = cursor;
  for (;;) {
    const query = new URLSearchParams({ limit: '2', changed_since: since.toISOString() });
    if (after) query.set('after', after);
    const { body } = await get<FeedHold>(`/api/provider/no/unit-holds?${query.toString()}`);
    holds.push(...body.holds);
    after = body.next_cursor;
    if (!body.has_more) return { holds, cursor: after };
  }
}

async function customerWithHolds() {
  const user = await createUser(database);
  const token = await signIn(server, user);
  const job = await orderTestJob(server, token);
  await placeTestHolds(server, key, user.supplier_id, [
    { serialNumber: 'FEED-1', jobNumber: job.job_number },
    { serialNumber: 'FEED-2', jobNumber: job.job_number },
    { serialNumber: 'FEED-3', jobNumber: job.job_number },
  ]);
  return { user, token, job, ids: await holdIdsOf(database, user.supplier_id) };
}

describe('GET /api/provider/:country/unit-holds', () => {
  it('gives every hold in change order, then from the cursor only what changed since', async () => {
    const since = new Date(Date.now() - 1000);
    const { user, token, ids } = await customerWithHolds();
    const first = await allHoldsAfter(null, since);
    const mine = first.holds.filter((hold) => hold.supplier_id === user.supplier_id);
    expect(mine.map((hold) => hold.serial_number).sort()).toEqual(['FEED-1', 'FEED-2', 'FEED-3']);
    const order = first.holds.map((hold) => `${hold.changed_at}|${hold.id}`);
    expect(order).toEqual([...order].sort());
    expect(mine[0]).toMatchObject({ state: 'open', reason: 'activation_lock', answered_at: null });

    const answered = await server.graphql({
      query: answerUnitHoldsMutation,
      token,
      variables: { hold_ids: [ids['FEED-2']], decision: 'destroy', note: 'Wipe it.' },
    });
    expect(answered.body.errors).toBeUndefined();
    const next = await allHoldsAfter(first.cursor, since);
    const changed = next.holds.filter((hold) => hold.supplier_id === user.supplier_id);
    expect(changed).toMatchObject([
      {
        id: ids['FEED-2'],
        serial_number: 'FEED-2',
        state: 'destroy_requested',
        answer_note: 'Wipe it.',
      },
    ]);
    expect(changed[0]?.answered_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const released = await get<FeedHold>(
      `/api/provider/no/unit-holds?state=destroy_requested&changed_since=${since.toISOString()}`,
    );
    expect(released.body.holds.map((hold) => hold.id)).toContain(ids['FEED-2']);
    expect(released.body.holds.every((hold) => hold.state === 'destroy_requested')).toBe(true);
  });

  it("refuses a cursor of its own making and another country's key", async () => {
    expect((await get('/api/provider/no/unit-holds?after=nonsense')).status).toBe(400);
    expect((await get('/api/provider/no/unit-holds', danishKey)).status).toBe(401);
    const { ids } = await customerWithHolds();
    const danish = await get<FeedHold>('/api/provider/dk/unit-holds?limit=500', danishKey);
    expect(danish.status).toBe(200);
    expect(danish.body.holds.map((hold) => hold.id)).not.toContain(ids['FEED-1']);
  });
});

describe('the provider jobs feed and holds', () => {
  it("counts each job's holds by state and brings the job back when one is answered", async () => {
    const { user, token, job, ids } = await customerWithHolds();
    const feed = `/api/provider/no/jobs?supplier_id=${user.supplier_id}`;
    const before = await get<{ id: string; holds: Record<string, number> }>(feed);
    expect(before.body.jobs).toEqual([
      expect.objectContaining({
        id: job.id,
        holds: { open: 3, released: 0, destroy_requested: 0 },
      }),
    ]);
    await server.graphql({
      query: answerUnitHoldsMutation,
      token,
      variables: { hold_ids: [ids['FEED-1']], decision: 'release' },
    });
    const after = await get<{ id: string; holds: Record<string, number> }>(
      `${feed}&after=${before.body.next_cursor ?? ''}`,
    );
    expect(after.body.jobs).toEqual([
      expect.objectContaining({
        id: job.id,
        holds: { open: 2, released: 1, destroy_requested: 0 },
      }),
    ]);
  });
});
