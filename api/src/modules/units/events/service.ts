import { sql } from 'kysely';
import type { Database } from '../../../database/connections.js';
import { unitKey, writeUnitChanges } from '../changes/write-unit-changes.js';
import { recordCarrierAttempts } from '../custody/record-carriers.js';
import { contradictionsWithStoredCarriers } from '../custody/stored-carriers.js';
import { placeUnitHolds, type HoldReport } from '../../unit-holds/service.js';
import { recordUnitValues, type ValueReport } from '../values/unit-values.js';
import {
  changeSourceOf,
  groupOf,
  mergeByUnit,
  type IndexedEvent,
  type MergedUnit,
} from './merge-events.js';
import {
  unitEventSchema,
  type HeldEvent,
  type UnitChangeEvent,
  type UnitEvent,
  type UnitEventRejection,
  type UnitEventResult,
  type ValuedEvent,
} from './unit-event.js';

/** Deadlocks and serialization failures: the batch is tried again from the start. */
const retriedCodes = new Set(['40P01', '40001']);
const maximumAttempts = 3;

const eventIdOf = (raw: unknown): string | null =>
  typeof raw === 'object' && raw !== null && 'event_id' in raw && typeof raw.event_id === 'string'
    ? raw.event_id
    : null;

/**
 * Applies a batch of unit events from the provider's systems, in one transaction, answering one
 * result per event in the order sent: `applied`; `duplicate` (its event id was seen before:
 * nothing changes); `stale` (the unit already has a later change of the same group, so the
 * event is recorded and ignored); `rejected` with a code (nothing of it is written, the rest of
 * the batch is). Units and daily totals change through the same path as file imports.
 */
export async function applyUnitEvents(
  database: Database,
  rawEvents: readonly unknown[],
): Promise<UnitEventResult[]> {
  const results: UnitEventResult[] = [];
  const reject = (index: number, code: UnitEventRejection, message: string) => {
    results[index] = {
      index,
      event_id: eventIdOf(rawEvents[index]),
      result: 'rejected',
      code,
      message,
    };
  };
  const valid: IndexedEvent[] = [];
  rawEvents.forEach((raw, index) => {
    const parsed = unitEventSchema.safeParse(raw);
    if (parsed.success) {
      valid.push({ index, event: parsed.data });
    } else {
      const issue = parsed.error.issues[0];
      reject(
        index,
        'INVALID_EVENT',
        `${issue?.path.join('.') || 'event'}: ${issue?.message ?? 'invalid'}`,
      );
    }
  });

  const categories = new Set(
    (await database.selectFrom('unit_categories').select('code').execute()).map((row) => row.code),
  );
  const supplierIds = [...new Set(valid.map(({ event }) => event.supplier_id))];
  const suppliers = new Set(
    supplierIds.length
      ? (
          await database
            .selectFrom('suppliers')
            .select('id')
            .where('id', 'in', supplierIds)
            .execute()
        ).map((row) => row.id)
      : [],
  );
  const known = valid.filter(({ index, event }) => {
    if (!suppliers.has(event.supplier_id)) {
      reject(index, 'UNKNOWN_SUPPLIER', `No supplier ${event.supplier_id} in this country.`);
      return false;
    }
    if (event.type === 'received' && !categories.has(event.category)) {
      reject(index, 'INVALID_EVENT', `category: must be one of ${[...categories].join(', ')}.`);
      return false;
    }
    return true;
  });

  for (let attempt = 1; ; attempt += 1) {
    try {
      const decided = await database
        .transaction()
        .execute((transaction) => applyKnownEvents(transaction, known));
      for (const result of decided) results[result.index] = result;
      return results;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= maximumAttempts || typeof code !== 'string' || !retriedCodes.has(code)) {
        throw error;
      }
    }
  }
}

async function applyKnownEvents(
  transaction: Database,
  events: IndexedEvent[],
): Promise<UnitEventResult[]> {
  const results: UnitEventResult[] = [];
  const decide = ({ index, event }: IndexedEvent, result: 'applied' | 'duplicate' | 'stale') =>
    results.push({ index, event_id: event.event_id, result });
  if (!events.length) return results;

  // A unit is created by its received event: other events before it cannot be placed yet.
  const existing = new Set(
    (
      await sql<{ key: string }>`
        select unit.supplier_id || '|' || unit.serial_number as key
        from processed_units unit
        where (unit.supplier_id, unit.serial_number) in (
          select * from unnest(${events.map(({ event }) => event.supplier_id)}::uuid[],
            ${events.map(({ event }) => event.serial_number)}::text[]))`.execute(transaction)
    ).rows.map((row) => row.key),
  );
  const receivedInBatch = new Set(
    events
      .filter(({ event }) => event.type === 'received')
      .map(({ event }) => unitKey(event.supplier_id, event.serial_number)),
  );
  const placeable = events.filter(({ index, event }) => {
    const key = unitKey(event.supplier_id, event.serial_number);
    if (existing.has(key) || receivedInBatch.has(key)) return true;
    results.push({
      index,
      event_id: event.event_id,
      result: 'rejected',
      code: 'UNIT_NOT_RECEIVED',
      message: `Unit ${event.serial_number} has not been received: send its received event first (or with it).`,
    });
    return false;
  });

  // A unit's sanitisation must agree with its carriers' attempts recorded before, too.
  const contradicted = await contradictionsWithStoredCarriers(
    transaction,
    placeable.flatMap(({ index, event }) => (event.type === 'sanitised' ? [{ index, event }] : [])),
  );
  const coherent = placeable.filter(({ index, event }) => {
    const message = contradicted.get(index);
    if (message === undefined) return true;
    results.push({
      index,
      event_id: event.event_id,
      result: 'rejected',
      code: 'INVALID_EVENT',
      message,
    });
    return false;
  });

  // Each event id once, in this batch and across batches (first come, first recorded).
  const firstOfId = new Map<string, IndexedEvent>();
  for (const indexed of coherent) {
    if (firstOfId.has(indexed.event.event_id)) decide(indexed, 'duplicate');
    else firstOfId.set(indexed.event.event_id, indexed);
  }
  const candidates = [...firstOfId.values()];
  const column = <Value>(value: (event: UnitEvent) => Value) =>
    candidates.map(({ event }) => value(event));
  const recorded = new Set(
    candidates.length
      ? (
          await sql<{ event_id: string }>`
            insert into unit_events (event_id, supplier_id, serial_number, event_type, occurred_at)
            select * from unnest(${column((event) => event.event_id)}::text[],
              ${column((event) => event.supplier_id)}::uuid[],
              ${column((event) => event.serial_number)}::text[],
              ${column((event) => event.type)}::text[],
              ${column((event) => event.occurred_at.toISOString())}::timestamptz[])
            on conflict (event_id) do nothing
            returning event_id`.execute(transaction)
        ).rows.map((row) => row.event_id)
      : [],
  );
  const fresh = candidates.filter((indexed) => {
    if (recorded.has(indexed.event.event_id)) return true;
    decide(indexed, 'duplicate');
    return false;
  });

  const held = fresh.filter(isHeld);
  const { units, superseded } = mergeByUnit(fresh.filter(isUnitChange));
  for (const indexed of superseded) decide(indexed, 'stale');
  if (units.length) await applyUnitChanges(transaction, units, fresh, decide);
  // After the units: a unit received in this batch can be held in it.
  const placed = await placeUnitHolds(transaction, held.map(holdReportOf));
  for (const indexed of held) decide(indexed, placed.has(indexed.index) ? 'applied' : 'stale');
  const valued = fresh.filter(isValued);
  const recordedValues = await recordUnitValues(transaction, valued.map(valueReportOf));
  for (const indexed of valued) {
    decide(indexed, recordedValues.has(indexed.index) ? 'applied' : 'stale');
  }
  return results;
}

const isHeld = (indexed: IndexedEvent): indexed is IndexedEvent<HeldEvent> =>
  indexed.event.type === 'held';
const isValued = (indexed: IndexedEvent): indexed is IndexedEvent<ValuedEvent> =>
  indexed.event.type === 'valued';
const isUnitChange = (indexed: IndexedEvent): indexed is IndexedEvent<UnitChangeEvent> =>
  indexed.event.type !== 'held' && indexed.event.type !== 'valued';

const valueReportOf = ({ index, event }: IndexedEvent<ValuedEvent>): ValueReport => ({
  key: index,
  supplierId: event.supplier_id,
  serialNumber: event.serial_number,
  value: event.value,
  kind: event.value_kind,
  occurredAt: event.occurred_at,
});

const holdReportOf = ({ index, event }: IndexedEvent<HeldEvent>): HoldReport => ({
  key: index,
  eventId: event.event_id,
  supplierId: event.supplier_id,
  serialNumber: event.serial_number,
  reason: event.reason,
  note: event.note,
  valueAtStake: event.value_at_stake,
  occurredAt: event.occurred_at,
});

async function applyUnitChanges(
  transaction: Database,
  units: MergedUnit[],
  fresh: IndexedEvent[],
  decide: (indexed: IndexedEvent, result: 'applied' | 'stale') => void,
): Promise<void> {
  // Every new sanitised event's carrier attempts are history, kept even when a later state of
  // the unit has already been applied (its event is stale for the unit's fields).
  const attempts = fresh.flatMap(({ event }) =>
    event.type === 'sanitised'
      ? event.carriers.map((carrier) => ({
          ...carrier,
          supplier_id: event.supplier_id,
          serial_number: event.serial_number,
        }))
      : [],
  );
  // Units in a steady order, so concurrent batches lock shared units in the same order.
  units.sort((a, b) =>
    unitKey(a.supplierId, a.serialNumber) < unitKey(b.supplierId, b.serialNumber) ? -1 : 1,
  );
  const written = await writeUnitChanges(transaction, changeSourceOf(units), { report: true });
  await recordCarrierAttempts(transaction, attempts);
  for (const unit of units) {
    const applied = written.applied.get(unitKey(unit.supplierId, unit.serialNumber));
    for (const winner of [unit.received, unit.graded, unit.sanitised, unit.completed]) {
      if (winner) decide(winner, applied?.has(groupOf(winner.event)) ? 'applied' : 'stale');
    }
  }
}
