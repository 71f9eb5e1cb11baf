import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderQuery } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { co2FactorSorting, listCo2Factors } from './factors.js';

/**
 * The published CO2 factors as CSV or XLSX, as the page's category, day and order show them: GET /api/console/{country}/exports/co2-factors.{csv,xlsx}. The table a
 * sustainability team or auditor asks for. Every staff role, as the page.
 */
export const consoleFactorExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'co2-factors',
  docs: { subject: 'The published CO2 factors', tag: 'Console' },
  sheetName: 'consoleFactors.navigation',
  query: {
    category: z.string().trim().max(60).optional(),
    at: z
      .string()
      .trim()
      .refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.')
      .optional(),
    ...listOrderQuery(co2FactorSorting),
  },
  prepare: ({ staff, query }) => {
    assertStaffMayRead(staff);
    // The export reads in batches of a fixed size from 0: each batch is one page of the list.
    return Promise.resolve(
      async (source: Database, offset: number, limit: number) =>
        (
          await listCo2Factors(source, {
            category: query.category,
            at: query.at,
            sort: query.sort,
            direction: query.direction,
            page: Math.floor(offset / limit) + 1,
            pageSize: limit,
          })
        ).factors,
    );
  },
  columns: (t) => [
    {
      header: t('consoleFactors.category'),
      // A category the locale files do not name is written as its code.
      value: (factor) => {
        const key = `unitSummary.categories.${factor.category}`;
        const label = t(key);
        return label === key ? factor.category : label;
      },
      width: 22,
    },
    { header: t('consoleFactors.manufacturer'), value: (factor) => factor.manufacturer, width: 18 },
    { header: t('consoleFactors.model'), value: (factor) => factor.model, width: 22 },
    {
      header: t('consoleFactors.validFrom'),
      value: (factor) => factor.valid_from,
      kind: 'date',
      width: 14,
    },
    { header: t('consoleFactors.kg'), value: (factor) => factor.kg_co2e },
    { header: t('consoleFactors.low'), value: (factor) => factor.kg_co2e_low },
    { header: t('consoleFactors.high'), value: (factor) => factor.kg_co2e_high },
    { header: t('consoleFactors.source'), value: (factor) => factor.source, width: 36 },
    { header: t('consoleFactors.sourceYear'), value: (factor) => factor.source_year },
    { header: t('consoleFactors.sourceUrl'), value: (factor) => factor.source_url, width: 40 },
  ],
});
