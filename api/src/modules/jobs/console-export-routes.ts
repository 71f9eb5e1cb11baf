import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { consoleJobExportQuery } from './console-inputs.js';
import { consoleJobListReader, consoleJobSorting } from './console-jobs.js';

/**
 * The console's jobs board as CSV or XLSX, exactly as its filters and order show it:
 * GET /api/console/{country}/exports/jobs.{csv,xlsx}. Every staff role, as the board.
 */
export const consoleJobExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'jobs',
  docs: { subject: "The console's jobs board", tag: 'Console' },
  sheetName: 'console.jobs.caption',
  query: consoleJobExportQuery,
  prepare: ({ staff, query, language }) => {
    assertStaffMayRead(staff);
    const { statuses, text, from, to, sort, direction } = query;
    return Promise.resolve(
      consoleJobListReader(
        { statuses: statuses ?? [], text, from, to },
        listOrderOf(consoleJobSorting, { sort, direction }, language),
      ),
    );
  },
  columns: (t) => [
    { header: t('jobs.overview.jobNumber'), value: (job) => job.job_number, width: 18 },
    { header: t('jobs.overview.kind'), value: (job) => t(`jobs.kinds.${job.kind}`) },
    { header: t('console.jobs.columns.customer'), value: (job) => job.customer, width: 28 },
    { header: t('jobs.fields.recipientName'), value: (job) => job.recipient_name, width: 24 },
    { header: t('jobs.fields.city'), value: (job) => job.city },
    {
      header: t('console.jobs.columns.date'),
      value: (job) => job.requested_date,
      kind: 'date',
      width: 12,
    },
    { header: t('console.jobs.columns.status'), value: (job) => t(`jobs.statuses.${job.status}`) },
    {
      header: t('console.jobs.columns.missingAssets'),
      value: (job) => job.unresolved_missing_assets,
    },
    {
      header: t('jobs.overview.ordered'),
      value: (job) => job.created_at.toISOString(),
      kind: 'instant',
      width: 26,
    },
  ],
});
