import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../database/connections.js';
import type { UnitHolds } from '../database/schema.generated.js';
import { importTestUnits, unitRow } from './unit-factories.js';
import type { RawUnitRow } from '../modules/units/import/unit-row.js';

const dayMs = 24 * 60 * 60 * 1000;

/** One unit of the supplier through the real import; returns its id and serial number. */
export async function createTestUnit(
  database: Database,
  supplierId: string,
  overrides: RawUnitRow = {},
): Promise<{ id: string; serialNumber: string }> {
  const row = unitRow(overrides);
  await importTestUnits(database, supplierId, [row]);
  const unit = await database
    .selectFrom('processed_units')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('serial_number', '=', String(row.serial_number))
    .executeTakeFirstOrThrow();
  return { id: unit.id, serialNumber: String(row.serial_number) };
}

type HoldOverrides = Partial<Omit<Insertable<UnitHolds>, 'supplier_id' | 'unit_id'>>;

/**
 * A hold as the provider's `held` event writes it: open, placed a day ago, to be answered in
 * four days; override what the test is about (an answered hold needs state, answered_at).
 */
export async function createUnitHold(
  database: Database,
  options: { supplierId: string; unitId: string } & HoldOverrides,
): Promise<{ id: string }> {
  const { supplierId, unitId, ...overrides } = options;
  const now = Date.now();
  return database
    .insertInto('unit_holds')
    .values({
      supplier_id: supplierId,
      unit_id: unitId,
      reason: 'activation_lock',
      note: 'Find My is on',
      value_at_stake: '1200.00',
      placed_at: new Date(now - dayMs),
      placed_by_event_id: `evt-${randomUUID()}`,
      respond_by: new Date(now + 4 * dayMs),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A hold the customer answered (released unless told otherwise) at `answeredAt`. */
export async function answerTestHold(
  database: Database,
  holdId: string,
  answer: {
    state?: 'released' | 'destroy_requested';
    answeredBy?: string | null;
    note?: string | null;
    answeredAt?: Date;
  } = {},
): Promise<void> {
  const answeredAt = answer.answeredAt ?? new Date();
  await database
    .updateTable('unit_holds')
    .set({
      state: answer.state ?? 'released',
      answered_at: answeredAt,
      answered_by: answer.answeredBy ?? null,
      answer_note: answer.note ?? null,
      changed_at: answeredAt,
    })
    .where('id', '=', holdId)
    .execute();
}
