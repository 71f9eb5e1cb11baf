import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  answerUnitHoldsMutation,
  getUnitHoldsQuery,
  heldEvent,
  holdIdsOf,
  placeTestHolds,
  sendUnitEvents,
  type TestUnitHold,
  type TestUnitHoldPage,
} from '../../test-support/unit-hold-factories.js';
import { createTestWebhookEndpoint } from '../../test-support/webhook-factories.js';

let server: TestServer;
let database: Database;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
  database = server.databases.no;
  ({ key } = await createProviderKey(database, 'Warehouse system'));
});
afterAll(() => server.close());

const list = (token: string, variables: Record<string, unknown> = {}) =>
  server.graphql<{ get_unit_holds: TestUnitHoldPage }>({
    query: getUnitHoldsQuery,
    token,
    variables,
  });

const answer = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ answer_unit_holds: { answered: number; holds: TestUnitHold[] } }>({
    query: answerUnitHoldsMutation,
    token,
    variables,
  });

/** A supplier's admin with a job, three held units of it (one on its retirement list) and one more. */
async function customerWithHolds() {
  const admin = await createUser(database, {
    is_admin: true,
    first_name: 'Ada',
    last_name: 'Holm',
  });
  const token = await signIn(server, admin);
  const job = await orderTestJob(server, token);
  await database
    .insertInto('job_expected_assets')
    .values({
      job_id: job.id,
      supplier_id: admin.supplier_id,
      serial_number: 'c02-held-a',
      asset_tag: 'AT-0001',
      device_name: 'LAPTOP-ADA',
    })
    .execute();
  await placeTestHolds(server, key, admin.supplier_id, [
    { serialNumber: 'C02-HELD-A', jobNumber: job.job_number },
    {
      serialNumber: 'C02-HELD-B',
      jobNumber: job.job_number,
      held: { reason: 'mdm_enrolment', occurred_at: '2026-03-03T09:00:00Z' },
    },
    {
      serialNumber: 'C02-HELD-C',
      jobNumber: job.job_number,
      held: { reason: 'missing_parts', occurred_at: '2026-03-04T09:00:00Z', value_at_stake: 10 },
    },
    { serialNumber: 'C02-HELD-D', held: { reason: 'other', occurred_at: '2026-03-01T09:00:00Z' } },
  ]);
  return { admin, token, job, ids: await holdIdsOf(database, admin.supplier_id) };
}

describe('get_unit_holds', () => {
  it("lists the acting supplier's holds with the retirement list's keys, open first and newest first", async () => {
    const { token, job } = await customerWithHolds();
    const { body } = await list(token);
    const page = body.data?.get_unit_holds;
    expect(page).toMatchObject({ total: 4, page: 1, page_size: 20, open_count: 4 });
    expect(page?.holds.map((hold) => hold.serial_number)).toEqual([
      'C02-HELD-C',
      'C02-HELD-B',
      'C02-HELD-A',
      'C02-HELD-D',
    ]);
    expect(page?.holds[2]).toMatchObject({
      asset_tag: 'AT-0001',
      device_name: 'LAPTOP-ADA',
      job_id: job.id,
      job_number: job.job_number,
      reason: 'activation_lock',
      value_at_stake: 4200,
      currency: 'NOK',
      placed_at: '2026-03-02T09:00:00.000Z',
      respond_by: '2026-03-09T09:00:00.000Z',
      overdue: true,
      state: 'open',
      answered_at: null,
    });
    expect(page?.holds[3]).toMatchObject({ job_id: null, job_number: null, asset_tag: null });
  });

  it('filters by state, reason, job and text, sorts and pages; open_count ignores the filter', async () => {
    const { token, job, ids } = await customerWithHolds();
    await answer(token, { hold_ids: [ids['C02-HELD-B']], decision: 'release' });
    const serials = async (variables: Record<string, unknown>) => {
      const page = (await list(token, variables)).body.data?.get_unit_holds;
      return { serials: page?.holds.map((hold) => hold.serial_number), page };
    };
    expect((await serials({ filter: { state: 'released' } })).serials).toEqual(['C02-HELD-B']);
    const open = await serials({ filter: { state: 'open' } });
    expect(open.page).toMatchObject({ total: 3, open_count: 3 });
    expect((await serials({ filter: { reason: 'missing_parts' } })).serials).toEqual([
      'C02-HELD-C',
    ]);
    expect((await serials({ filter: { job_id: job.id }, sort: 'serial_number' })).serials).toEqual([
      'C02-HELD-A',
      'C02-HELD-B',
      'C02-HELD-C',
    ]);
    expect((await serials({ filter: { text: 'at-0001' } })).serials).toEqual(['C02-HELD-A']);
    expect((await serials({ filter: { text: 'laptop-ada' } })).serials).toEqual(['C02-HELD-A']);
    expect((await serials({ filter: { job_id: 'not-a-job' } })).serials).toEqual([]);
    const byValue = await serials({ sort: 'value_at_stake', direction: 'ASC' });
    expect(byValue.serials?.[0]).toBe('C02-HELD-C');
    const first = await serials({ sort: 'serial_number', page_size: 3 });
    const second = await serials({ sort: 'serial_number', page_size: 3, page: 2 });
    expect([...(first.serials ?? []), ...(second.serials ?? [])]).toEqual([
      'C02-HELD-A',
      'C02-HELD-B',
      'C02-HELD-C',
      'C02-HELD-D',
    ]);
    expect(second.page).toMatchObject({ total: 4, page: 2, open_count: 3 });
  });

  it("shows a master account its group's holds, one company's on request, NOT_FOUND outside", async () => {
    const group = await createSupplierGroup(database, 2);
    const [first, second] = group.subSuppliers;
    if (!first || !second) throw new Error('No group');
    const masterUser = await createUser(database, { supplier_id: group.master.id });
    const token = await signIn(server, masterUser);
    await placeTestHolds(server, key, first.id, [{ serialNumber: 'GROUP-HELD-1' }]);
    await placeTestHolds(server, key, second.id, [{ serialNumber: 'GROUP-HELD-2' }]);
    expect((await list(token)).body.data?.get_unit_holds.total).toBe(2);
    const one = await list(token, { filter: { supplier_id: second.id } });
    expect(one.body.data?.get_unit_holds.holds.map((hold) => hold.serial_number)).toEqual([
      'GROUP-HELD-2',
    ]);
    const outsider = await customerWithHolds();
    expect(
      errorCodeOf(await list(token, { filter: { supplier_id: outsider.admin.supplier_id } })),
    ).toBe('NOT_FOUND');
    // The sub-supplier's own user sees its own holds only.
    const subUser = await createUser(database, { supplier_id: first.id });
    const subPage = (await list(await signIn(server, subUser))).body.data?.get_unit_holds;
    expect(subPage?.holds.map((hold) => hold.serial_number)).toEqual(['GROUP-HELD-1']);
  });
});

describe('answer_unit_holds', () => {
  it('releases one hold: who, when and the note, in the audit log and a webhook event', async () => {
    const { admin, token, job, ids } = await customerWithHolds();
    await createTestWebhookEndpoint(server, token, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['UNIT_HOLD_ANSWERED'],
    });
    const before = await database
      .selectFrom('jobs')
      .select('updated_at')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    const { body } = await answer(token, {
      hold_ids: [ids['C02-HELD-A']],
      decision: 'release',
      note: ' Released in our MDM. ',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.answer_unit_holds.answered).toBe(1);
    const [hold] = body.data?.answer_unit_holds.holds ?? [];
    expect(hold).toMatchObject({
      id: ids['C02-HELD-A'],
      state: 'released',
      answered_by: 'Ada Holm',
      answer_note: 'Released in our MDM.',
      overdue: false,
    });
    expect(hold?.answered_at).toEqual(expect.any(String));

    const audit = await database
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_type', 'target_label', 'details'])
      .where('supplier_id', '=', admin.supplier_id)
      .where('action', 'like', 'unit_hold.%')
      .execute();
    expect(audit).toMatchObject([
      {
        action: 'unit_hold.released',
        actor_id: admin.id,
        target_type: 'unit',
        target_label: 'C02-HELD-A',
        details: { hold_id: ids['C02-HELD-A'], reason: 'activation_lock' },
      },
    ]);
    const events = await database
      .selectFrom('webhook_events')
      .select(['type', 'payload'])
      .where('supplier_id', '=', admin.supplier_id)
      .execute();
    expect(events).toMatchObject([
      {
        type: 'unit.hold_answered',
        payload: {
          type: 'unit.hold_answered',
          data: {
            hold_id: ids['C02-HELD-A'],
            unit_id: hold?.unit_id,
            serial_number: 'C02-HELD-A',
            decision: 'release',
            note: 'Released in our MDM.',
            answered_at: hold?.answered_at,
          },
        },
      },
    ]);
    const after = await database
      .selectFrom('jobs')
      .select('updated_at')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
  });

  it('asks for several units to be destroyed at once, one audit entry a hold', async () => {
    const { admin, token, ids } = await customerWithHolds();
    const holdIds = [ids['C02-HELD-B'], ids['C02-HELD-C'], ids['C02-HELD-D']];
    const { body } = await answer(token, { hold_ids: holdIds, decision: 'destroy' });
    expect(body.data?.answer_unit_holds.answered).toBe(3);
    expect(body.data?.answer_unit_holds.holds.map((hold) => hold.state)).toEqual([
      'destroy_requested',
      'destroy_requested',
      'destroy_requested',
    ]);
    const audit = await database
      .selectFrom('audit_log')
      .select('target_label')
      .where('supplier_id', '=', admin.supplier_id)
      .where('action', '=', 'unit_hold.destroy_requested')
      .orderBy('target_label')
      .execute();
    expect(audit.map((entry) => entry.target_label)).toEqual([
      'C02-HELD-B',
      'C02-HELD-C',
      'C02-HELD-D',
    ]);
    expect((await list(token)).body.data?.get_unit_holds.open_count).toBe(1);
  });

  it('answers nothing of a batch with an unknown, foreign or answered hold', async () => {
    const { token, ids } = await customerWithHolds();
    const other = await customerWithHolds();
    const [open, answeredFirst, foreign] = [
      ids['C02-HELD-A'],
      ids['C02-HELD-B'],
      other.ids['C02-HELD-A'],
    ].map((id) => id ?? '');
    const refusals = [
      [{ hold_ids: [open, '00000000-0000-4000-8000-000000000000'] }, 'NOT_FOUND'],
      [{ hold_ids: [open, 'not-an-id'] }, 'NOT_FOUND'],
      [{ hold_ids: [open, foreign] }, 'NOT_FOUND'],
      [{ hold_ids: [] }, 'BAD_USER_INPUT'],
      [{ hold_ids: [open], note: 'x'.repeat(1001) }, 'BAD_USER_INPUT'],
    ] as const;
    for (const [variables, code] of refusals) {
      expect(errorCodeOf(await answer(token, { decision: 'release', ...variables }))).toBe(code);
    }
    await answer(token, { hold_ids: [answeredFirst], decision: 'destroy' });
    const answered = await answer(token, {
      hold_ids: [open, answeredFirst],
      decision: 'release',
    });
    expect(errorCodeOf(answered)).toBe('BAD_USER_INPUT');
    expect(answered.body.errors?.[0]?.message).toContain('C02-HELD-B');
    const states = await database
      .selectFrom('unit_holds')
      .select(['id', 'state'])
      .where('id', 'in', [open ?? '', answeredFirst ?? '', foreign ?? ''])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(states.map((hold) => [hold.id, hold.state]))).toEqual({
      [open ?? '']: 'open',
      [answeredFirst ?? '']: 'destroy_requested',
      [foreign ?? '']: 'open',
    });
  });
});

describe('the unit.hold_placed webhook', () => {
  it('is recorded when a hold is placed, not when the provider corrects it', async () => {
    const admin = await createUser(database, { is_admin: true });
    const token = await signIn(server, admin);
    await createTestWebhookEndpoint(server, token, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['UNIT_HOLD_PLACED'],
    });
    const job = await orderTestJob(server, token);
    await placeTestHolds(server, key, admin.supplier_id, [
      { serialNumber: 'PLACED-1', jobNumber: job.job_number },
    ]);
    const correction = await sendUnitEvents(server, key, [
      heldEvent(admin.supplier_id, 'PLACED-1', { reason: 'other' }),
    ]);
    expect(correction.body.applied).toBe(1);
    const ids = await holdIdsOf(database, admin.supplier_id);
    const events = await database
      .selectFrom('webhook_events')
      .select(['type', 'payload'])
      .where('supplier_id', '=', admin.supplier_id)
      .execute();
    const unitId = await database
      .selectFrom('processed_units')
      .select('id')
      .where('supplier_id', '=', admin.supplier_id)
      .executeTakeFirstOrThrow();
    expect(events).toMatchObject([
      {
        type: 'unit.hold_placed',
        payload: {
          data: {
            hold_id: ids['PLACED-1'],
            unit_id: String(unitId.id),
            serial_number: 'PLACED-1',
            job_number: job.job_number,
            reason: 'activation_lock',
            respond_by: '2026-03-09T09:00:00.000Z',
          },
        },
      },
    ]);
  });
});

describe('the unit holds export', () => {
  it('is the list as the pages show it, in CSV and XLSX', async () => {
    const { token } = await customerWithHolds();
    const query = 'sort=serial_number&direction=desc&state=open';
    const pages = (
      await list(token, {
        filter: { state: 'open' },
        sort: 'serial_number',
        direction: 'DESC',
      })
    ).body.data?.get_unit_holds.holds.map((hold) => hold.serial_number);
    const csv = await fetch(`${server.url}/files/no/exports/unit-holds.csv?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Serial number,Asset tag,Device name,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(pages);
    expect(lines.join('\n')).toContain('Activation Lock / Find My');
    const xlsx = await fetch(`${server.url}/files/no/exports/unit-holds.xlsx?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
