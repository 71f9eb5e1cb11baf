import { sql } from 'kysely';
import { z } from 'zod';
import { businessDayOf } from '../../shared/local-dates.js';
import { defineTask } from '../../tasks/task-definition.js';
import { outcomesOfUnits } from '../unit-outcomes/service.js';
import { recordWebhookEvent } from './record-event.js';

/** At most this many units in one units.completed event; a larger batch is several events. */
const unitsPerCompletedEvent = 500;

/**
 * At most this many units in one unit.outcome_recorded event: each carries the whole outcome row
 * (keys, links), so fewer than units.completed's changes, to keep a request small.
 */
const unitsPerOutcomeEvent = 100;

/** The unit fields that are calendar days (stored as the day's start where the provider works). */
const calendarDayFields = ['graded_date', 'completed_date'] as const;

/** A change set as the API writes it: calendar days as YYYY-MM-DD, not as a midnight instant. */
function withCalendarDays(changes: Record<string, unknown>): Record<string, unknown> {
  const written = { ...changes };
  for (const field of calendarDayFields) {
    const value = written[field];
    if (typeof value === 'string') written[field] = businessDayOf(new Date(value));
  }
  return written;
}

/**
 * Sends the units completed for one supplier and job in the last few seconds (gathered by the
 * triggers on processed_units, migrations 20261125110000 and 20261128225100) as units.completed
 * events, and their outcomes for the asset register as unit.outcome_recorded events. The rows are
 * taken and the events recorded in one transaction: each unit is sent in exactly one event of each
 * type; an event no endpoint wants is not stored (record_webhook_event), so an endpoint of one
 * type costs nothing for the other.
 */
export const flushUnitCompletionsTask = defineTask({
  name: 'flush_unit_completions',
  payloadSchema: z.object({ supplier_id: z.uuid(), job_number: z.string().nullable() }),
  async handle({ supplier_id: supplierId, job_number: jobNumber }, { database, config, country }) {
    await database.transaction().execute(async (transaction) => {
      const taken = await sql<{
        unit_id: string;
        serial_number: string;
        changes: Record<string, unknown>;
      }>`
        delete from webhook_unit_completions
         where supplier_id = ${supplierId}
           and job_number is not distinct from ${jobNumber}
        returning id, unit_id::text, serial_number, changes`.execute(transaction);
      if (taken.rows.length === 0) return;
      const job = jobNumber
        ? await transaction
            .selectFrom('jobs')
            .select('id')
            .where('job_number', '=', jobNumber)
            .where('supplier_id', '=', supplierId)
            .executeTakeFirst()
        : undefined;
      // The latest change of a unit within the window wins.
      const byUnit = new Map(taken.rows.map((row) => [row.unit_id, row]));
      const units = [...byUnit.values()].map((row) => ({
        unit_id: row.unit_id,
        serial_number: row.serial_number,
        changes: withCalendarDays(row.changes),
      }));
      for (let start = 0; start < units.length; start += unitsPerCompletedEvent) {
        await recordWebhookEvent(transaction, {
          supplierId,
          type: 'UNITS_COMPLETED',
          data: {
            job_id: job?.id ?? null,
            job_number: jobNumber,
            units: units.slice(start, start + unitsPerCompletedEvent),
          },
        });
      }
      // The outcome as the register reads it now (the latest change of the window), in the
      // layout of GET /api/units/{country}/outcomes, keyed by asset tag and serial number.
      const outcomeWanted = await sql<{ wanted: boolean }>`
        select exists (select from webhook_endpoints endpoint where webhook_endpoint_wants(
          endpoint, ${supplierId}::uuid, 'unit.outcome_recorded', null)) as wanted`.execute(
        transaction,
      );
      if (!outcomeWanted.rows[0]?.wanted) return;
      const outcomes = await outcomesOfUnits(transaction, [...byUnit.keys()], {
        publicUrl: config.publicUrl,
        country,
      });
      for (let start = 0; start < outcomes.length; start += unitsPerOutcomeEvent) {
        await recordWebhookEvent(transaction, {
          supplierId,
          type: 'UNIT_OUTCOME_RECORDED',
          data: {
            job_id: job?.id ?? null,
            job_number: jobNumber,
            units: outcomes.slice(start, start + unitsPerOutcomeEvent),
          },
        });
      }
    });
  },
});
