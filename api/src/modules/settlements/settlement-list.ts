import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
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
import { assertReportAccess } from '../reports/policy.js';
import {
  currencyOfCountry,
  isSettlementPeriodType,
  type SettlementListType,
  type SettlementModel,
} from './settlement-model.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const settlementSorting = {
  sorts: [
    'period_start',
    'settlement_number',
    'company',
    'status',
    'resale_value',
    'service_costs',
    'net_amount',
  ],
  defaultSort: 'period_start',
  defaultDirection: 'DESC',
} as const satisfies ListSorting<string>;
export type SettlementSort = (typeof settlementSorting.sorts)[number];

const settlementSortColumns = {
  period_start: sql`settlements.period_start`,
  settlement_number: sql`settlements.settlement_number`,
  company: textSort(sql`suppliers.company`),
  status: sql`array_position(array['unpaid','paid','settled'], settlements.status)`,
  resale_value: sql`settlements.resale_value`,
  service_costs: sql`settlements.service_costs`,
  net_amount: sql`settlements.net_amount`,
};

export interface SettlementFilter {
  /** Part of the settlement number, the company or a line's description or category. */
  text?: string | null;
  /** One company of a master account's group; the whole group when absent. */
  supplier_id?: string | null;
}

type SettlementRow = Omit<SettlementModel, 'lines'>;

function filteredSettlements(
  database: Database,
  supplierIds: string[],
  type: SettlementListType,
  filter: SettlementFilter,
) {
  let query = database
    .selectFrom('settlements')
    .innerJoin('suppliers', 'suppliers.id', 'settlements.supplier_id')
    .selectAll('settlements')
    .select('suppliers.company as company')
    .where('settlements.supplier_id', 'in', supplierIds);
  query = isSettlementPeriodType(type)
    ? query.where('settlements.period_type', '=', type)
    : query.where('settlements.status', '=', type);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('settlements.settlement_number', 'ilike', pattern),
        eb('suppliers.company', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('settlement_lines as line')
            .select('line.id')
            .whereRef('line.settlement_id', '=', 'settlements.id')
            .where((line) =>
              line.or([
                line('line.description', 'ilike', pattern),
                line('line.category', 'ilike', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  return query;
}

/** One tab's settlements in the viewer's scope matching the filter, in the order asked for. */
async function settlementList(
  database: Database,
  viewer: Viewer,
  type: SettlementListType,
  filter: SettlementFilter,
  order: ListOrder<SettlementSort>,
) {
  assertReportAccess(viewer);
  const scope = await resolveGroupScope(database, viewer, filter.supplier_id);
  return {
    scope,
    filtered: (source: Database) => filteredSettlements(source, scope.supplierIds, type, filter),
    ordered: (source: Database) =>
      filteredSettlements(source, scope.supplierIds, type, filter).$call(
        // Settlement numbers are unique, so they break ties.
        sortedBy(settlementSortColumns, sql`settlements.settlement_number`, order),
      ),
  };
}

export interface SettlementPage {
  /** Without their lines: the lines field reads them only when asked. */
  settlements: SettlementRow[];
  total: number;
  currency: string;
  /** Of every settlement the filter matches, not only this page's. */
  totals: { count: number; resaleValue: string; serviceCosts: string; netAmount: string };
  companies: GroupScope['companies'];
}

/** One page of a tab of /settlements/{type} with the totals of the whole filtered list. */
export async function pageSettlements(
  context: { country: CountryCode; database: Database },
  viewer: Viewer,
  type: SettlementListType,
  filter: SettlementFilter,
  list: ListArguments<SettlementSort>,
): Promise<SettlementPage> {
  const { database } = context;
  const { scope, filtered, ordered } = await settlementList(database, viewer, type, filter, list);
  const [page, sums] = await Promise.all([
    pageOf(database, ordered(database), list),
    sql<{ resale: string; costs: string; net: string }>`
      select coalesce(sum(resale_value), 0)::numeric(14, 2)::text as resale,
        coalesce(sum(service_costs), 0)::numeric(14, 2)::text as costs,
        coalesce(sum(net_amount), 0)::numeric(14, 2)::text as net
      from (${filtered(database)}) as listed`.execute(database),
  ]);
  const totals = sums.rows[0];
  return {
    settlements: page.rows,
    total: page.total,
    currency: currencyOfCountry[context.country],
    totals: {
      count: page.total,
      resaleValue: totals?.resale ?? '0.00',
      serviceCosts: totals?.costs ?? '0.00',
      netAmount: totals?.net ?? '0.00',
    },
    companies: scope.companies,
  };
}

/** The export's reader of the same list. */
export async function settlementListReader(
  database: Database,
  viewer: Viewer,
  type: SettlementListType,
  filter: SettlementFilter,
  order: ListOrder<SettlementSort>,
) {
  const { ordered } = await settlementList(database, viewer, type, filter, order);
  return (source: Database, offset: number, limit: number): Promise<SettlementRow[]> =>
    ordered(source).limit(limit).offset(offset).execute();
}
