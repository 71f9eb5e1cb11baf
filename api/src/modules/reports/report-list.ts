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
import type { Viewer } from '../auth/viewer-model.js';
import { resolveGroupScope } from '../suppliers/service.js';
import type { ReportModel } from './report-model.js';
import type { ReportsContext } from './report-store.js';
import { departmentName, withReportFiles } from './service.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const reportSorting = {
  sorts: ['created', 'report', 'period', 'department', 'available_until', 'status'],
  defaultSort: 'created',
  defaultDirection: 'DESC',
} as const satisfies ListSorting<string>;
export type ReportSort = (typeof reportSorting.sorts)[number];

export const reportStatuses = ['QUEUED', 'GENERATING', 'READY', 'FAILED'] as const;

export interface ReportFilter {
  text?: string | null;
  status?: (typeof reportStatuses)[number] | null;
  /** Only the reports made for this company of the group (their department). */
  departmentId?: string | null;
}

/**
 * A master account's narrowing of its reports lists to one company of its group (the reports
 * made for it), and the companies to choose from (none for others); NOT_FOUND outside the group.
 */
export async function departmentScope(
  database: Database,
  viewer: Viewer,
  supplierId: string | null | undefined,
): Promise<{ departmentId: string | null; companies: { id: string; company: string }[] }> {
  const scope = await resolveGroupScope(database, viewer, supplierId);
  return {
    departmentId: supplierId ? (scope.supplierIds[0] ?? null) : null,
    companies: scope.companies,
  };
}

const reportSortColumns = {
  created: sql`reports.created_at`,
  report: sql`reports.kind`,
  period: sql`reports.date_from`,
  department: textSort(departmentName),
  available_until: sql`reports.available_until`,
  // In the order a report goes through them.
  status: sql`array_position(array['QUEUED', 'GENERATING', 'READY', 'FAILED'], reports.status)`,
};

/**
 * The reports ordered for a supplier matching the filter (the text in the department, orderer,
 * recipients, certificate number or the report's own filters) in the order asked for; ties
 * broken by id.
 */
function reportsQuery(
  database: Database,
  supplierId: string,
  filter: ReportFilter,
  order: ListOrder<ReportSort>,
) {
  let query = database
    .selectFrom('reports')
    .leftJoin('report_subscriptions', 'report_subscriptions.id', 'reports.subscription_id')
    .selectAll('reports')
    .select([departmentName.as('department'), 'report_subscriptions.interval'])
    .where('reports.supplier_id', '=', supplierId);
  if (filter.status) query = query.where('reports.status', '=', filter.status);
  if (filter.departmentId) {
    query = query.where('reports.scope_supplier_id', '=', filter.departmentId);
  }
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb(departmentName, 'ilike', pattern),
        eb('reports.ordered_by_name', 'ilike', pattern),
        eb(sql`array_to_string(reports.recipients, ' ')`, 'ilike', pattern),
        eb('reports.certificate_number', 'ilike', pattern),
        eb('reports.free_text', 'ilike', pattern),
        eb('reports.serial_or_product', 'ilike', pattern),
      ]),
    );
  }
  return query.$call(sortedBy(reportSortColumns, sql`reports.id`, order));
}

/** One page of the reports, with their files, and their total. */
export async function pageReports(
  context: ReportsContext,
  supplierId: string,
  filter: ReportFilter,
  list: ListArguments<ReportSort>,
): Promise<{ reports: ReportModel[]; total: number }> {
  const { rows, total } = await pageOf(
    context.database,
    reportsQuery(context.database, supplierId, filter, list),
    list,
  );
  return { reports: await withReportFiles(context, rows), total };
}

/** The export's reader of the same list. */
export function reportListReader(
  context: ReportsContext,
  supplierId: string,
  filter: ReportFilter,
  order: ListOrder<ReportSort>,
) {
  return async (source: Database, offset: number, limit: number): Promise<ReportModel[]> =>
    withReportFiles(
      { ...context, database: source },
      await reportsQuery(source, supplierId, filter, order).limit(limit).offset(offset).execute(),
    );
}
