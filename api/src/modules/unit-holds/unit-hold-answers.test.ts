import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { customerWithTestHolds, unitHoldRequests } from '../../test-support/unit-hold-customers.js';
import {
  heldEvent,
  holdIdsOf,
  placeTestHolds,
  sendUnitEvents,
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

const { list, answer } = unitHoldRequests(() => server);
const customerWithHolds = () => customerWithTestHolds(server, key);

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
    // The unit's chain of custody shows the hold and its answer.
    const custody = await server.graphql<{
      get_unit: { holds: { id: string; state: string; answer_note: string | null }[] };
    }>({
      query: `query get_unit($id: ID!) { get_unit(id: $id) { holds { id state answer_note } } }`,
      token,
      variables: { id: hold?.unit_id },
    });
    expect(custody.body.data?.get_unit.holds).toEqual([
      { id: ids['C02-HELD-A'], state: 'released', answer_note: 'Released in our MDM.' },
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
