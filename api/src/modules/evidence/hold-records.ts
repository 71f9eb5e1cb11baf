import { sql, type RawBuilder } from 'kysely';
import { unitsInScope, type PackScope } from './pack-queries.js';

export const holdCsvColumns = [
  'unit_serial_number',
  'job_number',
  'reason',
  'note',
  'placed_at',
  'respond_by',
  'state',
  'answered_at',
  'answered_by',
  'answer_note',
] as const;
type HoldCsvRow = Record<(typeof holdCsvColumns)[number], string | number | null>;

const utc = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * One line per processing hold of the pack's units, oldest first per unit: why the provider
 * could not process the unit as planned, and what the customer answered (released, or destroy
 * instead), by whom and when. Holds explain a unit's way through the facility, so an auditor
 * reads them beside its sanitisation records.
 */
export function holdRowsQuery(scope: PackScope): RawBuilder<HoldCsvRow> {
  return sql<HoldCsvRow>`
    select unit.serial_number as unit_serial_number, unit.job_number, hold.reason, hold.note,
      ${utc(sql`hold.placed_at`)} as placed_at, ${utc(sql`hold.respond_by`)} as respond_by,
      hold.state, ${utc(sql`hold.answered_at`)} as answered_at,
      nullif(concat_ws(' ', answerer.first_name, answerer.last_name), '') as answered_by,
      hold.answer_note
    from unit_holds hold
      join processed_units unit on unit.id = hold.unit_id
      left join users answerer on answerer.id = hold.answered_by
    where ${unitsInScope(scope)}
    order by unit.serial_number collate "C", unit.id, hold.placed_at, hold.id`;
}
