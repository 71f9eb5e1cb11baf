import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import type { Database } from '../../database/connections.js';
import { withLineJobs } from './line-jobs.js';
import { netAmountOf } from './service.js';
import {
  findViewableSettlement,
  settlementLineExportQuery,
  settlementLineListReader,
  settlementLineSorting,
} from './settlement-line-list.js';

/**
 * One settlement's lines as CSV or XLSX, exactly as the lines' filter and order show them:
 * GET /files/{country}/exports/settlement-lines.{csv,xlsx}?settlement_id=...
 */
export const settlementLineListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'settlement-lines',
    apiTokens: 'read',
    docs: { subject: "A settlement's lines", tag: 'Settlements' },
    sheetName: 'settlements.linesSheet',
    query: settlementLineExportQuery,
    prepare: async ({ scope, viewer, query, language }) => {
      const { settlement_id, text, sort, direction } = query;
      const settlement = await findViewableSettlement(scope.database, viewer, settlement_id);
      const read = settlementLineListReader(
        settlement.id,
        { text },
        listOrderOf(settlementLineSorting, { sort, direction }, language),
      );
      return async (source: Database, offset: number, limit: number) =>
        withLineJobs(source, await read(source, offset, limit));
    },
    columns: (t) => [
      { header: t('settlements.columns.line'), value: (line) => line.position, width: 8 },
      {
        header: t('settlements.columns.description'),
        value: (line) => line.description,
        width: 40,
      },
      { header: t('settlements.columns.category'), value: (line) => line.category, width: 24 },
      { header: t('settlements.columns.quantity'), value: (line) => line.quantity, width: 10 },
      {
        header: t('settlements.columns.resaleValue'),
        value: (line) => line.resale_value,
        kind: 'amount',
      },
      {
        header: t('settlements.columns.serviceCosts'),
        value: (line) => line.service_costs,
        kind: 'amount',
      },
      {
        header: t('settlements.columns.netAmount'),
        value: (line) => netAmountOf(line),
        kind: 'amount',
      },
      { header: t('settlements.columns.job'), value: (line) => line.job_number, width: 16 },
      {
        header: t('settlements.columns.unitsValue'),
        value: (line) => line.units_value,
        kind: 'amount',
      },
    ],
  }),
];
