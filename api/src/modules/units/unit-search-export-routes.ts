import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { businessDayOf } from '../../shared/local-dates.js';
import { assertUnitSearchNarrowed, unitSearchExportQuery } from './inputs.js';
import { unitSearchSorting } from './search.js';
import { unitSearchExportReader } from './service.js';

/** A unit's received or completed date: its day in Oslo, as the dashboard shows it. */
const businessDayOfValue = (value: Date | string | null) =>
  value === null ? null : businessDayOf(new Date(value));

/**
 * The dashboard's serial search as CSV or XLSX, every unit it finds in the order shown:
 * GET /files/{country}/exports/serial-search.{csv,xlsx}?serial_number=&supplier_id=&category=
 * &outcomes=&date_column=&from=&to=
 */
export const unitSearchExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'serial-search',
    apiTokens: 'read',
    docs: { subject: 'The serial number search', tag: 'Units' },
    sheetName: 'unitSummary.search.heading',
    query: unitSearchExportQuery,
    prepare: ({ scope, viewer, query, language }) => {
      assertUnitSearchNarrowed(query);
      const { sort, direction, supplier_id, ...criteria } = query;
      return unitSearchExportReader(
        scope.database,
        viewer,
        { ...criteria, supplier_id: supplier_id ?? null },
        listOrderOf(unitSearchSorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      {
        header: t('reports.columns.serial_number'),
        value: (unit) => unit.serial_number,
        width: 24,
      },
      {
        header: t('unitSummary.search.supplier'),
        value: (unit) => unit.supplier_company,
        width: 28,
      },
      { header: t('unitSummary.search.jobNumber'), value: (unit) => unit.job_number, width: 20 },
      { header: t('reports.columns.manufacturer'), value: (unit) => unit.manufacturer },
      { header: t('reports.columns.model'), value: (unit) => unit.model },
      {
        header: t('reports.columns.category'),
        // A category the locale files do not name yet stays as its code.
        value: (unit) => {
          const label = t(`unitSummary.categories.${unit.category}`);
          return label === `unitSummary.categories.${unit.category}` ? unit.category : label;
        },
      },
      {
        header: t('unitSummary.search.received'),
        value: (unit) => businessDayOfValue(unit.created_at),
        kind: 'date',
        width: 12,
      },
      {
        header: t('unitSummary.search.completed'),
        value: (unit) => businessDayOfValue(unit.completed_date),
        kind: 'date',
        width: 12,
      },
      {
        header: t('reports.columns.outcome'),
        value: (unit) => t(`unitSummary.search.outcomes.${unit.outcome}`),
      },
    ],
  }),
];
