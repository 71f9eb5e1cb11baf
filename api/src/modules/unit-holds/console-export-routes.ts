import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { consoleOpenHoldSorting, openHoldsForConsoleReader } from './console-hold-list.js';
import { consoleOpenHoldExportQuery } from './inputs.js';

/**
 * The inbox's units on hold as CSV or XLSX, as its text and order show them (most urgent first by default): GET
 * /api/console/{country}/exports/open-holds.{csv,xlsx}. Every staff role, as the list.
 */
export const consoleOpenHoldExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'open-holds',
  docs: { subject: 'The units on hold waiting for customers', tag: 'Console' },
  sheetName: 'consoleInbox.holds.heading',
  query: consoleOpenHoldExportQuery,
  prepare: ({ staff, query, language }) => {
    assertStaffMayRead(staff);
    const { text, sort, direction } = query;
    return Promise.resolve(
      openHoldsForConsoleReader(
        { text },
        listOrderOf(consoleOpenHoldSorting, { sort, direction }, language),
      ),
    );
  },
  columns: (t) => [
    { header: t('consoleInbox.holds.unit'), value: (hold) => hold.serial_number, width: 22 },
    {
      header: t('consoleInbox.holds.model'),
      value: (hold) => [hold.manufacturer, hold.model].filter(Boolean).join(' '),
      width: 26,
    },
    { header: t('console.jobs.columns.job'), value: (hold) => hold.job_number, width: 18 },
    { header: t('console.jobs.columns.customer'), value: (hold) => hold.company_name, width: 28 },
    {
      header: t('consoleInbox.holds.reason'),
      value: (hold) => t(`unitHolds.reasons.${hold.reason}`),
      width: 24,
    },
    { header: t('consoleInbox.holds.note'), value: (hold) => hold.note, width: 32 },
    {
      header: t('consoleInbox.holds.placed'),
      value: (hold) => new Date(hold.placed_at).toISOString(),
      kind: 'instant',
      width: 22,
    },
    {
      header: t('consoleInbox.holds.respondBy'),
      value: (hold) => new Date(hold.respond_by).toISOString(),
      kind: 'instant',
      width: 22,
    },
    {
      header: t('consoleInbox.holds.value'),
      value: (hold) => (hold.value_at_stake === null ? null : String(hold.value_at_stake)),
      kind: 'amount',
    },
  ],
});
