import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../database/schema.generated.js';
import type { UnitEvent } from '../events/unit-event.js';
import { unitCarrierProblem } from './unit-carriers.js';

type SanitisedEvent = Extract<UnitEvent, { type: 'sanitised' }>;

interface Attempt {
  carrier_serial: string;
  sanitised_at: Date;
  sanitisation_level: string;
  result: string;
}

/**
 * Sanitised events whose unit state disagrees with the carriers' attempts known by then: those
 * recorded before (by earlier events or imports) together with the event's own. A unit cannot
 * pass while a carrier's latest attempt failed, even when the event does not name that carrier.
 * Answers a message per refused event (by its index in the batch).
 */
export async function contradictionsWithStoredCarriers(
  transaction: Kysely<DB>,
  events: readonly { index: number; event: SanitisedEvent }[],
): Promise<Map<number, string>> {
  const problems = new Map<number, string>();
  if (!events.length) return problems;
  const stored = await sql<Attempt & { index: number }>`
    select distinct on (e.index, c.carrier_serial) e.index, c.carrier_serial, c.sanitised_at,
      c.sanitisation_level, c.result
    from unnest(${events.map(({ index }) => index)}::int[],
      ${events.map(({ event }) => event.supplier_id)}::uuid[],
      ${events.map(({ event }) => event.serial_number)}::text[],
      ${events.map(({ event }) => event.occurred_at.toISOString())}::timestamptz[])
      as e (index, supplier_id, serial_number, occurred_at)
    join processed_units u on u.supplier_id = e.supplier_id and u.serial_number = e.serial_number
    join unit_data_carriers c on c.unit_id = u.id and c.sanitised_at <= e.occurred_at
    order by e.index, c.carrier_serial, c.sanitised_at desc`.execute(transaction);
  const storedByEvent = new Map<number, Attempt[]>();
  for (const { index, ...attempt } of stored.rows) {
    storedByEvent.set(index, [...(storedByEvent.get(index) ?? []), attempt]);
  }
  for (const { index, event } of events) {
    const earlier = storedByEvent.get(index);
    if (!earlier) continue;
    // The same attempt sent again is one attempt, not two at the same time.
    const sent = new Set(
      event.carriers.map(
        (carrier) => `${carrier.carrier_serial}|${carrier.sanitised_at.getTime()}`,
      ),
    );
    const known = [
      ...earlier.filter(
        (attempt) => !sent.has(`${attempt.carrier_serial}|${attempt.sanitised_at.getTime()}`),
      ),
      ...event.carriers,
    ];
    const problem = unitCarrierProblem(event, known);
    if (problem) problems.set(index, `carriers: ${problem}`);
  }
  return problems;
}
