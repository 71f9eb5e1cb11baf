import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../database/connections.js';
import { cursorTimeOf, type ChangePosition } from '../../shared/lists/change-cursor.js';
import { businessTimeZone } from '../../shared/local-dates.js';
import type { RegisterOutcome, StoredOutcome } from './outcome-model.js';

export interface OutcomeCriteria {
  /** The suppliers in the caller's scope (checked by the service). */
  supplierIds: string[];
  /** Only the units of this job (its number; the service checked the job is in scope). */
  jobNumber?: string | undefined;
  /** Units changed at or after this time. */
  changedSince?: Date | undefined;
  /** Continue after this position (a cursor's). */
  after?: ChangePosition | undefined;
  limit: number;
}

const day = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${businessTimeZone}, 'YYYY-MM-DD')`;

/**
 * The one home of the mapping from what is stored to the register's outcome: an open hold wins
 * (the provider waits for the customer); a recycled unit whose sanitisation was physical
 * destruction was destroyed (shredded, its material recovered); otherwise the stored outcome
 * (in_process, stocked, reused, recycled). Nothing stored says "returned to the customer" yet, so
 * it never arises here. Reads the processed unit aliased `unit` (null for no unit gives null).
 */
export const outcomeOf = sql<RegisterOutcome>`case
    when exists (select from unit_holds hold where hold.unit_id = unit.id and hold.state = 'open')
      then 'on_hold'
    when unit.outcome = 'recycled' and unit.sanitisation_method = 'physical_destruction'
      then 'destroyed'
    else unit.outcome end`;

/**
 * The certificate of destruction that lists the unit: the latest ready one of its supplier (or of
 * its master account for the group, or for this department) whose period covers the unit's date
 * on the certificate's date column, ordered without text filters (a filtered certificate may
 * leave the unit out). Found through the supplier's reports, so its cost follows the number of
 * reports, not of units.
 */
const certificateOf = sql<string | null>`(
  select report.certificate_number from reports report
  where report.kind = 'CERTIFICATE_OF_DESTRUCTION' and report.status = 'READY'
    and report.certificate_number is not null
    and report.free_text is null and report.serial_or_product is null
    and (report.scope_supplier_id is null or report.scope_supplier_id = unit.supplier_id)
    and (report.supplier_id = unit.supplier_id
      or (report.supplier_id = supplier.parent_supplier_id and report.scope_supplier_id is null))
    and case report.date_column when 'COMPLETED_DATE' then unit.completed_date else unit.created_at end
      >= (report.date_from::timestamp at time zone ${businessTimeZone})
    and case report.date_column when 'COMPLETED_DATE' then unit.completed_date else unit.created_at end
      < ((report.date_to + 1)::timestamp at time zone ${businessTimeZone})
  order by report.completed_at desc, report.id
  limit 1)`;

/** The outcome columns of the units in `units` (a relation aliased `unit`), in change order. */
function outcomesOf(units: RawBuilder<unknown>) {
  return sql<StoredOutcome>`
    select unit.id::text as unit_id, unit.supplier_id, unit.serial_number,
      expected.asset_tag, expected.device_id, expected.device_name,
      unit.manufacturer, unit.model, unit.category, job.id as job_id, unit.job_number,
      ${outcomeOf} as outcome,
      unit.sanitisation_result, unit.sanitisation_method, unit.erasure_standard,
      unit.downstream_recycler as recycler,
      unit.value_amount::text as value, unit.value_kind,
      ${certificateOf} as certificate_number,
      (select pack.id from evidence_packs pack
        where pack.job_id = job.id and pack.status = 'READY'
        order by pack.completed_at desc limit 1) as evidence_pack_id,
      ${day('unit.created_at')} as received_date,
      ${day('unit.sanitised_at')} as sanitised_date,
      ${day('unit.completed_date')} as completed_date,
      ${cursorTimeOf('unit.changed_at')} as changed_at
    from (${units}) unit
    join suppliers supplier on supplier.id = unit.supplier_id
    left join jobs job on job.job_number = unit.job_number and job.supplier_id = unit.supplier_id
    -- The register's keys: the retirement list's row of the same serial number (matched as the
    -- reconciliation matches, without regard to case), by the list's unique index.
    left join lateral (
      select asset.asset_tag, asset.device_id, asset.device_name from job_expected_assets asset
      where asset.job_id = job.id and upper(asset.serial_number) = upper(unit.serial_number)
      limit 1
    ) expected on true
    order by unit.changed_at, unit.id`;
}

/**
 * The statement of one page in change order. Each supplier of the scope is walked on its own
 * index (supplier_id, changed_at, id) from the position for at most limit + 1 rows, and the first
 * limit + 1 of those are kept: a page reads at most (suppliers x page) index entries, whatever the
 * suppliers' history holds (outcome-statements.test.ts reads the plan).
 */
export function outcomePageQuery(criteria: OutcomeCriteria) {
  const take = criteria.limit + 1;
  const conditions = [
    sql`candidate.supplier_id = scope.supplier_id`,
    ...(criteria.jobNumber ? [sql`candidate.job_number = ${criteria.jobNumber}`] : []),
    ...(criteria.changedSince
      ? [sql`candidate.changed_at >= ${criteria.changedSince}::timestamptz`]
      : []),
    ...(criteria.after
      ? [
          sql`(candidate.changed_at, candidate.id) > (${criteria.after.changedAt}::timestamptz, ${criteria.after.id}::bigint)`,
        ]
      : []),
  ];
  return outcomesOf(sql`
    select chosen.* from unnest(${criteria.supplierIds}::uuid[]) as scope (supplier_id)
    cross join lateral (
      select candidate.* from processed_units candidate
      where ${sql.join(conditions, sql` and `)}
      order by candidate.changed_at, candidate.id
      limit ${take}
    ) chosen
    order by chosen.changed_at, chosen.id
    limit ${take}`);
}

/** One page in change order, and where the next one starts. */
export async function readOutcomePage(
  database: Database,
  criteria: OutcomeCriteria,
): Promise<{ rows: StoredOutcome[]; hasMore: boolean; nextPosition: ChangePosition | null }> {
  const { rows } = await outcomePageQuery(criteria).execute(database);
  const kept = rows.slice(0, criteria.limit);
  const last = kept.at(-1);
  return {
    rows: kept,
    hasMore: rows.length > criteria.limit,
    nextPosition: last ? { changedAt: last.changed_at, id: last.unit_id } : null,
  };
}

/** Named units' outcomes (a webhook's batch), by id, in change order. */
export async function readOutcomesOfUnits(
  database: Database,
  unitIds: string[],
): Promise<StoredOutcome[]> {
  if (!unitIds.length) return [];
  const units = sql`select * from processed_units where id = any(${unitIds}::bigint[])`;
  const { rows } = await outcomesOf(units).execute(database);
  return rows;
}
