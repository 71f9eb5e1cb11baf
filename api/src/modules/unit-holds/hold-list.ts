import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import type { Viewer } from '../auth/viewer-model.js';
import { resolveGroupScope, type GroupScope } from '../suppliers/service.js';
import type { UnitHoldReason, UnitHoldState } from './unit-hold-model.js';

export const unitHoldSorting = {
  sorts: [
    'placed_at',
    'respond_by',
    'serial_number',
    'job_number',
    'reason',
    'state',
    'value_at_stake',
  ],
  defaultSort: 'placed_at',
  defaultDirection: 'DESC',
} as const satisfies ListSorting<string>;
export type UnitHoldSort = (typeof unitHoldSorting.sorts)[number];

const unitHoldSortColumns = {
  // Open holds first when newest come first (the list's default): they wait for the customer.
  placed_at: [sql`(hold.state = 'open')`, sql`hold.placed_at`],
  respond_by: sql`hold.respond_by`,
  serial_number: sql`unit.serial_number`,
  job_number: sql`unit.job_number`,
  reason: sql`hold.reason`,
  // A hold's place in its life, not its name's.
  state: sql`array_position(array['open','released','destroy_requested'], hold.state)`,
  value_at_stake: sql`hold.value_at_stake`,
};

export interface UnitHoldFilter {
  state?: UnitHoldState | null;
  reason?: UnitHoldReason | null;
  job_id?: string | null;
  /** Part of the serial number, asset tag, device name, job number or model. */
  text?: string | null;
  /** One company of a master account's group; the whole group when absent. */
  supplier_id?: string | null;
}

/**
 * A hold with what the customer knows the unit by: its job (by the unit's supplier and job
 * number) and the job's retirement list line (by serial number, case ignored, as the list's
 * unique index has it).
 */
export function unitHoldRows(database: Database, supplierIds: readonly string[]) {
  return holdRowsOfEveryCustomer(database).where('hold.supplier_id', 'in', [...supplierIds]);
}

/** unitHoldRows for the provider's staff, who see the holds of every customer of the country. */
export function holdRowsOfEveryCustomer(database: Database) {
  return database
    .selectFrom('unit_holds as hold')
    .innerJoin('processed_units as unit', 'unit.id', 'hold.unit_id')
    .innerJoin('suppliers', 'suppliers.id', 'hold.supplier_id')
    .leftJoin('jobs', (join) =>
      join
        .onRef('jobs.supplier_id', '=', 'unit.supplier_id')
        .onRef('jobs.job_number', '=', 'unit.job_number'),
    )
    .leftJoin('job_expected_assets as asset', (join) =>
      join
        .onRef('asset.job_id', '=', 'jobs.id')
        .on(sql`upper(asset.serial_number)`, '=', sql`upper(unit.serial_number)`),
    )
    .leftJoin('users as answerer', 'answerer.id', 'hold.answered_by')
    .select([
      'hold.id',
      'hold.supplier_id',
      'hold.unit_id',
      'unit.serial_number',
      'asset.asset_tag',
      'asset.device_name',
      'unit.manufacturer',
      'unit.model',
      'unit.category',
      'jobs.id as job_id',
      'unit.job_number',
      'suppliers.company as company_name',
      'hold.reason',
      'hold.note',
      'hold.value_at_stake',
      'hold.placed_at',
      'hold.respond_by',
      'hold.state',
      'hold.answered_at',
      sql<string | null>`nullif(trim(answerer.first_name || ' ' || answerer.last_name), '')`.as(
        'answered_by',
      ),
      'hold.answer_note',
      'hold.changed_at',
    ]);
}

export type UnitHoldRow = Awaited<ReturnType<ReturnType<typeof unitHoldRows>['execute']>>[number];

function filteredHolds(database: Database, supplierIds: string[], filter: UnitHoldFilter) {
  let query = unitHoldRows(database, supplierIds);
  if (filter.state) query = query.where('hold.state', '=', filter.state);
  if (filter.reason) query = query.where('hold.reason', '=', filter.reason);
  if (filter.job_id) {
    // An id that is no job's finds nothing, as a job of another supplier does.
    query = isUuid(filter.job_id)
      ? query.where('jobs.id', '=', filter.job_id)
      : query.where(sql<boolean>`false`);
  }
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('unit.serial_number', 'ilike', pattern),
        eb('asset.asset_tag', 'ilike', pattern),
        eb('asset.device_name', 'ilike', pattern),
        eb('unit.job_number', 'ilike', pattern),
        eb('unit.model', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** The holds of the viewer's scope (get_jobs' rule) matching the filter, in the order asked for. */
async function unitHoldList(
  database: Database,
  viewer: Viewer,
  filter: UnitHoldFilter,
  order: ListOrder<UnitHoldSort>,
) {
  const scope = await resolveGroupScope(database, viewer, filter.supplier_id);
  return {
    scope,
    ordered: (source: Database) =>
      filteredHolds(source, scope.supplierIds, filter).$call(
        sortedBy(unitHoldSortColumns, sql`hold.id`, order),
      ),
  };
}

export interface UnitHoldPage {
  holds: UnitHoldRow[];
  total: number;
  /** Open holds of the whole scope, whatever the filter. */
  openCount: number;
  companies: GroupScope['companies'];
}

export async function pageUnitHolds(
  database: Database,
  viewer: Viewer,
  filter: UnitHoldFilter,
  list: ListArguments<UnitHoldSort>,
): Promise<UnitHoldPage> {
  const { scope, ordered } = await unitHoldList(database, viewer, filter, list);
  const [page, open] = await Promise.all([
    pageOf(database, ordered(database), list),
    database
      .selectFrom('unit_holds')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('supplier_id', 'in', scope.supplierIds)
      .where('state', '=', 'open')
      .executeTakeFirst(),
  ]);
  return {
    holds: page.rows,
    total: page.total,
    openCount: Number(open?.count ?? 0),
    companies: scope.companies,
  };
}

/** The export's reader of the same list. */
export async function unitHoldListReader(
  database: Database,
  viewer: Viewer,
  filter: UnitHoldFilter,
  order: ListOrder<UnitHoldSort>,
) {
  const { ordered } = await unitHoldList(database, viewer, filter, order);
  return (source: Database, offset: number, limit: number): Promise<UnitHoldRow[]> =>
    ordered(source).limit(limit).offset(offset).execute();
}
