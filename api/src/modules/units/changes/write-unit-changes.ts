import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../database/schema.generated.js';
import { businessTimeZone } from '../../../shared/local-dates.js';
import {
  absentColumns,
  applyTotalsDeltas,
  countedColumnsOf,
  countedNames,
  deltasOf,
  TotalsDeltas,
  type TotalsDelta,
} from './totals-deltas.js';

/**
 * The four groups of a unit's fields that change together, each ordered by its own time: a
 * guarded change of a group applies only when it is later than what the unit has.
 */
const fieldGroups = ['received', 'graded', 'sanitised', 'completed'] as const;
export type FieldGroup = (typeof fieldGroups)[number];

const groupClock: Record<FieldGroup, string> = {
  received: 'created_at',
  graded: 'graded_date',
  sanitised: 'sanitised_at',
  completed: 'completed_date',
};

const groupOfColumn: Record<string, FieldGroup> = {
  manufacturer: 'received',
  model: 'received',
  category: 'received',
  weight_kg: 'received',
  job_number: 'received',
  created_at: 'received',
  grade: 'graded',
  graded_date: 'graded',
  sanitisation_method: 'sanitised',
  erasure_standard: 'sanitised',
  sanitisation_result: 'sanitised',
  sanitised_at: 'sanitised',
  outcome: 'completed',
  completed_date: 'completed',
  downstream_recycler: 'completed',
};

/**
 * The relation of changes to write, one row per unit (supplier_id, serial_number unique), with
 * these columns: supplier_id, serial_number, guarded (false: a file import, whose rows are the
 * truth; true: events, ordered per group); has_received, category, manufacturer, model,
 * weight_kg, job_number, created_at; has_graded, grade, graded_date; has_sanitised,
 * sanitisation_method, erasure_standard, sanitisation_result, sanitised_at; has_completed,
 * outcome, completed_date, downstream_recycler. A new unit needs its received group; the others may be absent.
 */
export type UnitChangeSource = RawBuilder<unknown>;

export interface WrittenChanges {
  inserted: number;
  updated: number;
  /** Per unit ("supplier_id|serial_number") of a guarded source, the groups that applied. */
  applied: Map<string, Set<FieldGroup>>;
}

/** How a unit is named in `applied`. */
export const unitKey = (supplierId: string, serialNumber: string) =>
  `${supplierId}|${serialNumber}`;

/** Whether the change's group applies to the unit as `row` (u: in SET, old: in RETURNING) has it. */
function applies(group: FieldGroup, row: string): string {
  const clock = groupClock[group];
  return `(s.has_${group} and (not s.guarded or ${row}.${clock} is null or s.${clock} > ${row}.${clock}))`;
}

/** The unit's value after the change: the change's where its group applies, else the unit's. */
function final(column: string): string {
  const group = groupOfColumn[column] ?? 'received';
  let value = `s.${column}`;
  // Events that name no job keep the job the unit was linked to; a file row says it all.
  if (column === 'job_number') {
    value = 'case when s.guarded then coalesce(s.job_number, u.job_number) else s.job_number end';
  }
  // A file has no sanitisation time: the last sanitised event's stays.
  if (column === 'sanitised_at') value = 'coalesce(s.sanitised_at, u.sanitised_at)';
  return `case when ${applies(group, 'u')} then ${value} else u.${column} end`;
}

/**
 * The unit's CO2 figures as of its completion (`unit_co2_figures` in SQL: the method version and
 * factor valid on the completion day, for its model else its category): co2_method_version,
 * co2_factor_id, co2e_kg, co2e_low_kg, co2e_high_kg.
 */
function co2Figures(
  outcome: string,
  category: string,
  manufacturer: string,
  model: string,
  completed: string,
): RawBuilder<unknown> {
  return sql`unit_co2_figures(${sql.raw(outcome)}, ${sql.raw(category)}, ${sql.raw(manufacturer)},
    ${sql.raw(model)}, (${sql.raw(completed)} at time zone ${businessTimeZone})::date)`;
}

const co2Columns = 'co2_method_version, co2_factor_id, co2e_kg, co2e_low_kg, co2e_high_kg';

const updatedColumns = Object.keys(groupOfColumn);

async function writeOnce(
  transaction: Kysely<DB>,
  source: UnitChangeSource,
  report: boolean,
): Promise<{
  inserted: number;
  updated: number;
  deltas: TotalsDelta[] | null;
  applied: { key: string; groups: FieldGroup[] }[] | null;
  missed: { supplier_id: string; serial_number: string }[] | null;
}> {
  const setList = updatedColumns.map((column) => `${column} = ${final(column)}`).join(',\n');
  const anyApplies = fieldGroups.map((group) => applies(group, 'u')).join(' or ');
  const appliedGroups = fieldGroups
    .map((group) => `case when ${applies(group, 'old')} then '${group}' end`)
    .join(', ');
  const result = await sql<{
    inserted: number;
    updated: number;
    deltas: TotalsDelta[] | null;
    applied: { key: string; groups: FieldGroup[] }[] | null;
    missed: { supplier_id: string; serial_number: string }[] | null;
  }>`
    with source as materialized (${source}),
    updated as (
      update processed_units u set ${sql.raw(setList)},
        (${sql.raw(co2Columns)}) = (select ${sql.raw(co2Columns)} from ${co2Figures(
          final('outcome'),
          final('category'),
          final('manufacturer'),
          final('model'),
          final('completed_date'),
        )}),
        imported_at = now()
      from source s
      where u.supplier_id = s.supplier_id and u.serial_number = s.serial_number
        and (${sql.raw(anyApplies)})
      returning s.supplier_id || '|' || s.serial_number as key, s.guarded,
        array_remove(array[${sql.raw(appliedGroups)}], null) as groups,
        ${countedColumnsOf('old', 'old')}, ${countedColumnsOf('new', 'new')}
    ),
    inserted as (
      insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
        weight_kg, grade, sanitisation_method, erasure_standard, sanitisation_result, outcome,
        created_at, graded_date, completed_date, job_number, sanitised_at, downstream_recycler,
        ${sql.raw(co2Columns)})
      select s.supplier_id, s.serial_number, s.manufacturer, s.model, s.category, s.weight_kg,
        s.grade, s.sanitisation_method, s.erasure_standard, s.sanitisation_result,
        coalesce(s.outcome, 'in_process'), s.created_at, s.graded_date, s.completed_date,
        s.job_number, s.sanitised_at, s.downstream_recycler, figures.co2_method_version,
        figures.co2_factor_id, figures.co2e_kg, figures.co2e_low_kg, figures.co2e_high_kg
      from source s
      cross join lateral ${co2Figures(
        "coalesce(s.outcome, 'in_process')",
        's.category',
        's.manufacturer',
        's.model',
        's.completed_date',
      )} figures
      where s.has_received and not exists (select from processed_units existing
        where existing.supplier_id = s.supplier_id and existing.serial_number = s.serial_number)
      on conflict (supplier_id, serial_number) do nothing
      returning new.supplier_id || '|' || new.serial_number as key, ${countedColumnsOf('new', 'new')}
    ),
    changes as (
      select ${countedNames('old')}, ${countedNames('new')} from updated
      union all
      select ${absentColumns('old')}, ${countedNames('new')} from inserted
    )
    select (select count(*)::int from inserted) as inserted,
      (select count(*)::int from updated) as updated,
      ${deltasOf('changes')} as deltas,
      ${
        report
          ? sql`(select json_agg(json_build_object('key', key, 'groups', groups)) from (
              select key, groups from updated where guarded
              union all select key, array['received', 'graded', 'sanitised', 'completed'] from inserted
            ) unit)`
          : sql`null`
      } as applied,
      -- A unit another transaction inserted after this statement began: neither updated nor
      -- inserted here; written again by the caller's next round.
      (select json_agg(json_build_object('supplier_id', s.supplier_id, 'serial_number', s.serial_number))
        from source s
        where s.has_received
          and not exists (select from processed_units existing
            where existing.supplier_id = s.supplier_id and existing.serial_number = s.serial_number)
          and not exists (select from inserted
            where inserted.key = s.supplier_id || '|' || s.serial_number)) as missed`.execute(
    transaction,
  );
  const row = result.rows[0];
  if (!row) throw new Error('The unit change statement answered nothing');
  return row;
}

/**
 * Writes unit changes and their daily totals in the caller's transaction: units are updated by
 * supplier and serial number or inserted, each change's old contribution to the totals is taken
 * out and its new one added, in one upsert of just the totals it touches, so the cost follows
 * the change, not the history. `report`: answer which groups applied per unit (events).
 */
export async function writeUnitChanges(
  transaction: Kysely<DB>,
  source: UnitChangeSource,
  options: { report?: boolean } = {},
): Promise<WrittenChanges> {
  const totals = new TotalsDeltas();
  const written: WrittenChanges = { inserted: 0, updated: 0, applied: new Map() };
  let round: UnitChangeSource = source;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await writeOnce(transaction, round, options.report ?? false);
    written.inserted += result.inserted;
    written.updated += result.updated;
    totals.add(result.deltas);
    for (const unit of result.applied ?? []) written.applied.set(unit.key, new Set(unit.groups));
    if (!result.missed?.length) break;
    const suppliers = result.missed.map((unit) => unit.supplier_id);
    const serials = result.missed.map((unit) => unit.serial_number);
    round = sql`select * from (${source}) again
      where (again.supplier_id, again.serial_number) in (
        select * from unnest(${suppliers}::uuid[], ${serials}::text[]))`;
  }
  await applyTotalsDeltas(transaction, totals);
  return written;
}
