import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { settlementExportQuery } from './inputs.js';
import { settlementListReader, settlementSorting } from './settlement-list.js';
import { netAmountOf } from './service.js';

/**
 * A settlements tab as CSV or XLSX, exactly as the page's filter and order show it:
 * GET /files/{country}/exports/settlements.{csv,xlsx}?type=...
 */
export const settlementListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'settlements',
    apiTokens: 'read',
    docs: { subject: 'The settlements list', tag: 'Settlements' },
    sheetName: 'lists.sheets.settlements',
    query: settlementExportQuery,
    fileName: (query) => `settlements-${query.type}`,
    prepare: ({ scope, viewer, query, language }) => {
      const { type, sort, direction, ...filter } = query;
      return settlementListReader(
        scope.database,
        viewer,
        type,
        filter,
        listOrderOf(settlementSorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      {
        header: t('settlements.columns.number'),
        value: (settlement) => settlement.settlement_number,
        width: 18,
      },
      {
        header: t('settlements.columns.company'),
        value: (settlement) => settlement.company,
        width: 28,
      },
      {
        header: t('lists.columns.periodType'),
        value: (settlement) => t(`settlements.pdf.periodTypes.${settlement.period_type}`),
      },
      {
        header: t('lists.columns.periodStart'),
        value: (settlement) => settlement.period_start,
        kind: 'date',
        width: 12,
      },
      {
        header: t('lists.columns.periodEnd'),
        value: (settlement) => settlement.period_end,
        kind: 'date',
        width: 12,
      },
      {
        header: t('settlements.columns.status'),
        value: (settlement) => t(`settlements.statuses.${settlement.status}`),
      },
      { header: t('lists.columns.currency'), value: (settlement) => settlement.currency, width: 8 },
      {
        header: t('settlements.columns.resaleValue'),
        value: (settlement) => settlement.resale_value,
        kind: 'amount',
      },
      {
        header: t('settlements.columns.serviceCosts'),
        value: (settlement) => settlement.service_costs,
        kind: 'amount',
      },
      {
        header: t('settlements.columns.netAmount'),
        value: (settlement) => netAmountOf(settlement),
        kind: 'amount',
      },
    ],
  }),
];
