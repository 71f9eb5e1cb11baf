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
import type { ReportModel } from './report-model.js';
import type { ReportsContext } from './report-store.js';
import { departmentName, withReportFiles } from './service.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const certificateSorting = {
  sorts: ['issued', 'certificate_number', 'period', 'department', 'units'],
  defaultSort: 'issued',
  defaultDirection: 'DESC',
} as const satisfies ListSorting<string>;
export type CertificateSort = (typeof certificateSorting.sorts)[number];

const certificateSortColumns = {
  issued: sql`reports.completed_at`,
  certificate_number: sql`reports.certificate_number`,
  period: sql`reports.date_from`,
  department: textSort(departmentName),
  units: sql`reports.units_total`,
};

/**
 * The certificates of destruction issued to a supplier (ready ones), matching the text (number
 * or department), in the order asked for; ties broken by id.
 */
function certificatesQuery(
  database: Database,
  supplierId: string,
  filter: { text?: string | null },
  order: ListOrder<CertificateSort>,
) {
  let query = database
    .selectFrom('reports')
    .leftJoin('report_subscriptions', 'report_subscriptions.id', 'reports.subscription_id')
    .selectAll('reports')
    .select([departmentName.as('department'), 'report_subscriptions.interval'])
    .where('reports.supplier_id', '=', supplierId)
    .where('reports.kind', '=', 'CERTIFICATE_OF_DESTRUCTION')
    .where('reports.status', '=', 'READY');
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('reports.certificate_number', 'ilike', pattern),
        eb(departmentName, 'ilike', pattern),
      ]),
    );
  }
  return query.$call(sortedBy(certificateSortColumns, sql`reports.id`, order));
}

/**
 * Whether a certificate of destruction is queued or being made for the supplier: one look in
 * the small index of reports in the making, however many reports the supplier has.
 */
async function certificateInProgress(database: Database, supplierId: string): Promise<boolean> {
  const found = await database
    .selectFrom('reports')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('kind', '=', 'CERTIFICATE_OF_DESTRUCTION')
    .where('status', 'in', ['QUEUED', 'GENERATING'])
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * One page of the certificates, their total and whether one is being made. Asked in that order:
 * a certificate that is no longer in the making when the first answer is read is ready before
 * the page is read, so it is on the page; read side by side, it could slip between the two, and
 * the page would stop following it without listing it.
 */
export async function pageCertificates(
  context: ReportsContext,
  supplierId: string,
  filter: { text?: string | null },
  list: ListArguments<CertificateSort>,
): Promise<{ certificates: ReportModel[]; total: number; in_progress: boolean }> {
  const inProgress = await certificateInProgress(context.database, supplierId);
  const { rows, total } = await pageOf(
    context.database,
    certificatesQuery(context.database, supplierId, filter, list),
    list,
  );
  return { certificates: await withReportFiles(context, rows), total, in_progress: inProgress };
}

/** The export's reader of the same list (each certificate with its files, for the hash). */
export function certificateListReader(
  context: ReportsContext,
  supplierId: string,
  filter: { text?: string | null },
  order: ListOrder<CertificateSort>,
) {
  return async (source: Database, offset: number, limit: number): Promise<ReportModel[]> =>
    withReportFiles(
      { ...context, database: source },
      await certificatesQuery(source, supplierId, filter, order)
        .limit(limit)
        .offset(offset)
        .execute(),
    );
}
