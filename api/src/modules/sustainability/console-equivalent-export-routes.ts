import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import {
  co2EquivalentListReader,
  co2EquivalentSorting,
  shapedEquivalent,
} from './equivalent-list.js';

/**
 * The country's everyday equivalents of CO2 as CSV or XLSX, as the page's kind, day and order
 * show them: GET /api/console/{country}/exports/co2-equivalents.{csv,xlsx}. Every staff role,
 * as the page.
 */
export const consoleEquivalentExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'co2-equivalents',
  docs: { subject: "The country's everyday equivalents of CO2", tag: 'Console' },
  sheetName: 'consoleFactors.equivalents.heading',
  query: {
    equivalent: z.string().trim().max(60).optional(),
    at: z
      .string()
      .trim()
      .refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.')
      .optional(),
    ...listOrderQuery(co2EquivalentSorting),
  },
  prepare: ({ scope, staff, query, language }) => {
    assertStaffMayRead(staff);
    const { equivalent, at, sort, direction } = query;
    const read = co2EquivalentListReader(
      scope.country,
      { equivalent, at },
      listOrderOf(co2EquivalentSorting, { sort, direction }, language),
    );
    return Promise.resolve(async (source: Database, offset: number, limit: number) =>
      (await read(source, offset, limit)).map(shapedEquivalent),
    );
  },
  columns: (t) => [
    {
      header: t('consoleFactors.equivalents.kind'),
      // A kind the locale files do not name is written as its code.
      value: (equivalent) => {
        const key = `unitSummary.equivalents.kinds.${equivalent.equivalent}`;
        const label = t(key);
        return label === key ? equivalent.equivalent : label;
      },
      width: 36,
    },
    {
      header: t('consoleFactors.equivalents.origin'),
      value: (equivalent) =>
        equivalent.country
          ? t(`country.${equivalent.country}`)
          : t('consoleFactors.equivalents.european'),
      width: 20,
    },
    {
      header: t('consoleFactors.validFrom'),
      value: (equivalent) => equivalent.valid_from,
      kind: 'date',
      width: 14,
    },
    { header: t('consoleFactors.equivalents.perTonne'), value: (row) => row.per_ton_co2e },
    { header: t('consoleFactors.source'), value: (equivalent) => equivalent.source, width: 36 },
    { header: t('consoleFactors.sourceYear'), value: (equivalent) => equivalent.source_year },
    {
      header: t('consoleFactors.sourceUrl'),
      value: (equivalent) => equivalent.source_url,
      width: 40,
    },
  ],
});
