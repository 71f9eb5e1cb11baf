import { randomUUID } from 'node:crypto';
import type { Database } from '../database/connections.js';
import type { TestServer } from './test-server.js';
import type { Insertable } from 'kysely';
import type { UnitHolds } from '../database/schema.generated.js';
import { importTestUnits, unitRow } from './unit-factories.js';
import type { RawUnitRow } from '../modules/units/import/unit-row.js';

/** What POST /api/provider/:country/unit-events answers. */
export interface UnitEventsAnswer {
  applied: number;
  duplicate: number;
  stale: number;
  rejected: number;
  results: { index: number; event_id: string | null; result: string; code?: string }[];
}

/** Sends unit events with a provider key (of the path's country unless another is given). */
export async function sendUnitEvents(
  server: TestServer,
  providerKey: string,
  events: unknown[],
  country = 'no',
): Promise<{ status: number; body: UnitEventsAnswer }> {
  const response = await fetch(`${server.url}/api/provider/${country}/unit-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${providerKey}` },
    body: JSON.stringify({ events }),
  });
  return { status: response.status, body: (await response.json()) as UnitEventsAnswer };
}

export const unitEventId = () => `event-${randomUUID()}`;

export function receivedEvent(
  supplierId: string,
  serialNumber: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    event_id: unitEventId(),
    type: 'received',
    occurred_at: '2026-03-02T08:00:00Z',
    supplier_id: supplierId,
    serial_number: serialNumber,
    category: 'laptop',
    manufacturer: 'Apple',
    model: 'MacBook Pro 14',
    sanitisation_method: 'software_erasure',
    ...overrides,
  };
}

export function heldEvent(
  supplierId: string,
  serialNumber: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    event_id: unitEventId(),
    type: 'held',
    occurred_at: '2026-03-02T09:00:00Z',
    supplier_id: supplierId,
    serial_number: serialNumber,
    reason: 'activation_lock',
    note: 'Find My is on.',
    value_at_stake: 4200,
    ...overrides,
  };
}

/** Receives units and holds each of them; fails loudly when an event is not applied. */
export async function placeTestHolds(
  server: TestServer,
  providerKey: string,
  supplierId: string,
  units: { serialNumber: string; jobNumber?: string; held?: Record<string, unknown> }[],
): Promise<void> {
  const events = units.flatMap((unit) => [
    receivedEvent(supplierId, unit.serialNumber, { job_number: unit.jobNumber ?? null }),
    heldEvent(supplierId, unit.serialNumber, unit.held),
  ]);
  const { body } = await sendUnitEvents(server, providerKey, events);
  if (body.applied !== events.length) throw new Error(`Not applied: ${JSON.stringify(body)}`);
}

/** The ids of a supplier's holds by serial number. */
export async function holdIdsOf(
  database: Database,
  supplierId: string,
): Promise<Record<string, string>> {
  const rows = await database
    .selectFrom('unit_holds as hold')
    .innerJoin('processed_units as unit', 'unit.id', 'hold.unit_id')
    .select(['hold.id', 'unit.serial_number'])
    .where('hold.supplier_id', '=', supplierId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.serial_number, row.id]));
}

const unitHoldFields = `id unit_id serial_number asset_tag device_name manufacturer model
  category job_id job_number company_name reason note value_at_stake currency placed_at
  respond_by overdue state answered_at answered_by answer_note`;

export const getUnitHoldsQuery = /* GraphQL */ `
  query get_unit_holds($filter: UnitHoldFilter, $page: Int, $page_size: Int,
      $sort: UnitHoldSort, $direction: SortDirection) {
    get_unit_holds(filter: $filter, page: $page, page_size: $page_size, sort: $sort,
        direction: $direction) {
      holds { ${unitHoldFields} }
      total page page_size open_count
    }
  }
`;

export const answerUnitHoldsMutation = /* GraphQL */ `
  mutation answer_unit_holds($hold_ids: [ID!]!, $decision: UnitHoldDecision!, $note: String) {
    answer_unit_holds(hold_ids: $hold_ids, decision: $decision, note: $note) {
      answered
      holds { ${unitHoldFields} }
    }
  }
`;

export interface TestUnitHold {
  id: string;
  unit_id: string;
  serial_number: string;
  asset_tag: string | null;
  device_name: string | null;
  job_id: string | null;
  job_number: string | null;
  reason: string;
  note: string | null;
  value_at_stake: number | null;
  currency: string;
  placed_at: string;
  respond_by: string;
  overdue: boolean;
  state: string;
  answered_at: string | null;
  answered_by: string | null;
  answer_note: string | null;
}

export interface TestUnitHoldPage {
  holds: TestUnitHold[];
  total: number;
  page: number;
  page_size: number;
  open_count: number;
}

/** A received unit of the supplier with an open hold, written straight to the tables; the hold's id. */
export async function insertTestHold(
  database: Database,
  supplierId: string,
  serialNumber = `HELD-${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const unit = await createTestUnit(database, supplierId, { serial_number: serialNumber });
  return (await createUnitHold(database, { supplierId, unitId: unit.id })).id;
}

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
