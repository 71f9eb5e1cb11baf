import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { certificateExportQuery } from './certificate-inputs.js';
import { certificateListReader, certificateSorting } from './certificate-list.js';
import { assertReportAccess } from './policy.js';

/**
 * The certificates of destruction as CSV or XLSX, exactly as the page's filter and order show
 * them: GET /files/{country}/exports/certificates.{csv,xlsx}
 */
export const certificateListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'certificates',
    apiTokens: 'read',
    docs: { subject: 'The certificates list', tag: 'Reports' },
    sheetName: 'certificates.list.heading',
    query: certificateExportQuery,
    prepare: ({ scope, viewer, query, language }) => {
      const { supplierId } = assertReportAccess(viewer);
      const { text, sort, direction } = query;
      return Promise.resolve(
        certificateListReader(
          scope,
          supplierId,
          { text },
          listOrderOf(certificateSorting, { sort, direction }, language),
        ),
      );
    },
    columns: (t) => [
      {
        header: t('certificates.list.number'),
        value: (report) => report.certificate_number,
        width: 22,
      },
      {
        header: t('certificates.list.issued'),
        value: (report) => (report.completed_at ?? report.created_at).toISOString(),
        kind: 'instant',
        width: 26,
      },
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
        header: t('reports.columns.department'),
        value: (report) => report.department ?? t('reports.overview.wholeGroup'),
        width: 28,
      },
      { header: t('certificates.list.units'), value: (report) => report.units_total ?? 0 },
      {
        header: t('certificates.list.sha256'),
        value: (report) => report.files.find((file) => file.format === 'PDF')?.sha256 ?? null,
        width: 66,
      },
    ],
  }),
];
