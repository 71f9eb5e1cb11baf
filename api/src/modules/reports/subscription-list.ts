import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import type { ReportSubscriptionModel } from './report-model.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const subscriptionSorting = {
  sorts: ['created', 'report', 'interval', 'department', 'created_by', 'status'],
  defaultSort: 'created',
  defaultDirection: 'DESC',
} as const satisfies ListSorting<string>;
export type SubscriptionSort = (typeof subscriptionSorting.sorts)[number];

export interface SubscriptionFilter {
  text?: string | null;
  /** Only the regular reports made for this company of the group (their department). */
  departmentId?: string | null;
}

const subscriptionDepartment = sql<
  string | null
>`(select company from suppliers where suppliers.id = report_subscriptions.scope_supplier_id)`;

const subscriptionSortColumns = {
  created: sql`report_subscriptions.created_at`,
  report: sql`report_subscriptions.kind`,
  // Shortest period first: weekly, monthly, quarterly, yearly.
  interval: sql`array_position(array['WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'], report_subscriptions.interval)`,
  department: textSort(subscriptionDepartment),
  created_by: textSort(sql`report_subscriptions.created_by_name`),
  // Active before paused.
  status: sql`(case report_subscriptions.status when 'ACTIVE' then 0 else 1 end)`,
};

/**
 * The regular reports of a supplier matching the text (department, recipient, creator or the
 * report's own filters) in the order asked for; ties broken by id.
 */
function subscriptionsQuery(
  database: Database,
  supplierId: string,
  filter: SubscriptionFilter,
  order: ListOrder<SubscriptionSort>,
) {
  let query = database
    .selectFrom('report_subscriptions')
    .selectAll('report_subscriptions')
    .select(subscriptionDepartment.as('department'))
    .where('report_subscriptions.supplier_id', '=', supplierId);
  if (filter.departmentId) {
    query = query.where('report_subscriptions.scope_supplier_id', '=', filter.departmentId);
  }
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb(subscriptionDepartment, 'ilike', pattern),
        eb(sql`array_to_string(report_subscriptions.recipients, ' ')`, 'ilike', pattern),
        eb('report_subscriptions.created_by_name', 'ilike', pattern),
        eb('report_subscriptions.free_text', 'ilike', pattern),
        eb('report_subscriptions.serial_or_product', 'ilike', pattern),
      ]),
    );
  }
  return query.$call(sortedBy(subscriptionSortColumns, sql`report_subscriptions.id`, order));
}

/** One page of the regular reports and their total. */
export async function pageSubscriptions(
  database: Database,
  supplierId: string,
  filter: SubscriptionFilter,
  list: ListArguments<SubscriptionSort>,
): Promise<{ subscriptions: ReportSubscriptionModel[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    subscriptionsQuery(database, supplierId, filter, list),
    list,
  );
  return { subscriptions: rows, total };
}

/** The export's reader of the same list. */
export function subscriptionListReader(
  supplierId: string,
  filter: SubscriptionFilter,
  order: ListOrder<SubscriptionSort>,
) {
  return (source: Database, offset: number, limit: number): Promise<ReportSubscriptionModel[]> =>
    subscriptionsQuery(source, supplierId, filter, order).limit(limit).offset(offset).execute();
}
