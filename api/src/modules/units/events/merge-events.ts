import { sql, type RawBuilder } from 'kysely';
import type { FieldGroup } from '../changes/write-unit-changes.js';
import type { UnitChangeEvent, UnitEvent } from './unit-event.js';

type EventOf<Type extends UnitChangeEvent['type']> = Extract<UnitChangeEvent, { type: Type }>;

export interface IndexedEvent<Event extends UnitEvent = UnitEvent> {
  index: number;
  event: Event;
}

const groupOfType: Record<UnitChangeEvent['type'], FieldGroup> = {
  received: 'received',
  graded: 'graded',
  sanitised: 'sanitised',
  completed: 'completed',
};

/** One unit's latest event of each group in a batch. */
export interface MergedUnit {
  supplierId: string;
  serialNumber: string;
  received?: IndexedEvent<EventOf<'received'>>;
  graded?: IndexedEvent<EventOf<'graded'>>;
  sanitised?: IndexedEvent<EventOf<'sanitised'>>;
  completed?: IndexedEvent<EventOf<'completed'>>;
}

export const groupOf = (event: UnitChangeEvent): FieldGroup => groupOfType[event.type];

/**
 * Folds a batch into one change per unit: per group the event that happened last (the first
 * sent of equal times) wins; the others of its group are superseded within the batch.
 */
export function mergeByUnit(events: IndexedEvent<UnitChangeEvent>[]): {
  units: MergedUnit[];
  superseded: IndexedEvent<UnitChangeEvent>[];
} {
  const units = new Map<string, MergedUnit>();
  const superseded: IndexedEvent<UnitChangeEvent>[] = [];
  for (const indexed of events) {
    const { event } = indexed;
    const key = `${event.supplier_id}|${event.serial_number}`;
    let unit = units.get(key);
    if (!unit) {
      unit = { supplierId: event.supplier_id, serialNumber: event.serial_number };
      units.set(key, unit);
    }
    const group = groupOf(event);
    const current = unit[group];
    if (current && current.event.occurred_at >= event.occurred_at) {
      superseded.push(indexed);
      continue;
    }
    if (current) superseded.push(current);
    (unit as Record<FieldGroup, IndexedEvent<UnitChangeEvent> | undefined>)[group] = indexed;
  }
  return { units: [...units.values()], superseded };
}

/** The merged units as the change relation that writeUnitChanges takes (guarded: by time). */
export function changeSourceOf(units: MergedUnit[]): RawBuilder<unknown> {
  const column = <Value>(value: (unit: MergedUnit) => Value) => units.map(value);
  const received = (unit: MergedUnit) => unit.received?.event;
  const plannedMethod = (unit: MergedUnit) => received(unit)?.sanitisation_method ?? null;
  const method = (unit: MergedUnit) =>
    unit.sanitised?.event.sanitisation_method ?? plannedMethod(unit);
  const result = (unit: MergedUnit) =>
    unit.sanitised?.event.sanitisation_result ??
    (plannedMethod(unit) === 'not_required' ? 'not_required' : 'pending');
  const time = (date: Date | undefined) => date?.toISOString() ?? null;
  return sql`select change.*, true as guarded from unnest(
      ${column((unit) => unit.supplierId)}::uuid[],
      ${column((unit) => unit.serialNumber)}::text[],
      ${column((unit) => unit.received !== undefined)}::boolean[],
      ${column((unit) => received(unit)?.category ?? null)}::text[],
      ${column((unit) => received(unit)?.manufacturer ?? null)}::text[],
      ${column((unit) => received(unit)?.model ?? null)}::text[],
      ${column((unit) => received(unit)?.weight_kg ?? null)}::numeric[],
      ${column((unit) => received(unit)?.job_number ?? null)}::text[],
      ${column((unit) => time(received(unit)?.occurred_at))}::timestamptz[],
      ${column((unit) => unit.graded !== undefined)}::boolean[],
      ${column((unit) => unit.graded?.event.grade ?? null)}::text[],
      ${column((unit) => time(unit.graded?.event.occurred_at))}::timestamptz[],
      ${column((unit) => unit.sanitised !== undefined)}::boolean[],
      ${column(method)}::text[],
      ${column((unit) => unit.sanitised?.event.erasure_standard ?? null)}::text[],
      ${column(result)}::text[],
      ${column((unit) => time(unit.sanitised?.event.occurred_at))}::timestamptz[],
      ${column((unit) => unit.completed !== undefined)}::boolean[],
      ${column((unit) => unit.completed?.event.outcome ?? null)}::text[],
      ${column((unit) => time(unit.completed?.event.occurred_at))}::timestamptz[],
      ${column((unit) => unit.completed?.event.downstream_recycler ?? null)}::text[]
    ) as change (supplier_id, serial_number, has_received, category, manufacturer, model,
      weight_kg, job_number, created_at, has_graded, grade, graded_date, has_sanitised,
      sanitisation_method, erasure_standard, sanitisation_result, sanitised_at, has_completed,
      outcome, completed_date, downstream_recycler)`;
}
