import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { departmentScope, reportListReader, reportSorting } from './report-list.js';
import { reportExportQuery, subscriptionExportQuery } from './report-list-inputs.js';
import { assertReportAccess } from './policy.js';
import { subscriptionListReader, subscriptionSorting } from './subscription-list.js';

const isoOf = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The ordered reports and the regular reports as CSV or XLSX, exactly as the pages' filters and
 * order show them: GET /files/{country}/exports/reports.{csv,xlsx} and
 * /files/{country}/exports/report-subscriptions.{csv,xlsx}
 */
export const reportListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'reports',
    apiTokens: 'read',
    docs: { subject: 'The reports list', tag: 'Reports' },
    sheetName: 'reports.overview.heading',
    query: reportExportQuery,
    prepare: async ({ scope, viewer, query, language }) => {
      const { supplierId } = assertReportAccess(viewer);
      const { text, status, supplier_id, sort, direction } = query;
      const { departmentId } = await departmentScope(scope.database, viewer, supplier_id);
      return reportListReader(
        scope,
        supplierId,
        { text, status, departmentId },
        listOrderOf(reportSorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      { header: t('reports.columns.name'), value: (report) => t(`reports.kinds.${report.kind}`) },
      {
        header: t('reports.subscriptions.interval'),
        value: (report) => (report.interval ? t(`reports.intervals.${report.interval}`) : null),
      },
      {
        header: t('reports.columns.created'),
        value: (report) => isoOf(report.created_at),
        kind: 'instant',
        width: 26,
      },
      { header: t('reports.columns.orderedBy'), value: (report) => report.ordered_by_name },
      {
        header: t('lists.columns.periodStart'),
        value: (report) => report.date_from,
        kind: 'date',
        width: 12,
      },
      {
        header: t('lists.columns.periodEnd'),
        value: (report) => report.date_to,
        kind: 'date',
        width: 12,
      },
      {
        header: t('reports.columns.scope'),
        value: (report) => t(`reports.dateColumns.${report.date_column}`),
      },
      {
        header: t('reports.columns.department'),
        value: (report) => report.department ?? t('reports.overview.wholeGroup'),
        width: 28,
      },
      {
        header: t('reports.columns.recipient'),
        value: (report) => report.recipients.join(', '),
        width: 40,
      },
      {
        header: t('reports.columns.availableUntil'),
        value: (report) => isoOf(report.available_until),
        kind: 'instant',
        width: 26,
      },
      {
        header: t('reports.columns.status'),
        value: (report) => t(`reports.status.${report.status}`),
      },
      {
        header: t('certificates.list.number'),
        value: (report) => report.certificate_number,
        width: 22,
      },
    ],
  }),
  ...listExportRoutes({
    name: 'report-subscriptions',
    docs: { subject: 'The regular reports list', tag: 'Reports' },
    sheetName: 'reports.subscriptions.listHeading',
    query: subscriptionExportQuery,
    prepare: async ({ scope, viewer, query, language }) => {
      const { supplierId } = assertReportAccess(viewer);
      const { text, supplier_id, sort, direction } = query;
      const { departmentId } = await departmentScope(scope.database, viewer, supplier_id);
      return subscriptionListReader(
        supplierId,
        { text, departmentId },
        listOrderOf(subscriptionSorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      {
        header: t('reports.subscriptions.report'),
        value: (subscription) => t(`reports.kinds.${subscription.kind}`),
      },
      {
        header: t('reports.subscriptions.interval'),
        value: (subscription) => t(`reports.intervals.${subscription.interval}`),
      },
      {
        header: t('reports.columns.department'),
        value: (subscription) => subscription.department ?? t('reports.overview.wholeGroup'),
        width: 28,
      },
      {
        header: t('reports.columns.scope'),
        value: (subscription) => t(`reports.dateColumns.${subscription.date_column}`),
      },
      {
        header: t('reports.columns.recipient'),
        value: (subscription) => subscription.recipients.join(', '),
        width: 40,
      },
      {
        header: t('reports.subscriptions.createdBy'),
        value: (subscription) => subscription.created_by_name,
        width: 24,
      },
      {
        header: t('reports.columns.created'),
        value: (subscription) => isoOf(subscription.created_at),
        kind: 'instant',
        width: 26,
      },
      {
        header: t('reports.columns.status'),
        value: (subscription) =>
          subscription.status === 'PAUSED'
            ? t('reports.subscriptions.pausedStatus')
            : t('reports.subscriptions.active'),
      },
    ],
  }),
];
