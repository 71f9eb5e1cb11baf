import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { consoleStaffLogExportQuery } from './inputs.js';
import { assertStaffMayReadLog } from './policy.js';
import { staffLogReader } from './staff-log.js';

/**
 * The staff log as CSV or XLSX, exactly as its filters show it (newest first): GET
 * /api/console/{country}/exports/staff-log.{csv,xlsx}. Administrators only, as the page: it
 * holds every colleague's sign-ins and addresses.
 */
export const staffLogExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'staff-log',
  docs: { subject: 'The staff log', tag: 'Console' },
  sheetName: 'consoleLog.title',
  query: consoleStaffLogExportQuery,
  prepare: ({ staff, query }) => {
    assertStaffMayReadLog(staff);
    return Promise.resolve(staffLogReader(query));
  },
  columns: (t) => [
    {
      header: t('consoleLog.columns.time'),
      value: (entry) => new Date(entry.occurred_at).toISOString(),
      kind: 'instant',
      width: 26,
    },
    { header: t('consoleLog.columns.staff'), value: (entry) => entry.staff_name, width: 24 },
    {
      header: t('consoleLog.columns.action'),
      // An action the locale files do not name yet is written as recorded.
      value: (entry) => {
        const key = `consoleLog.actions.${entry.action}`;
        const label = t(key);
        return label === key ? entry.action : label;
      },
      width: 34,
    },
    { header: t('consoleLog.columns.target'), value: (entry) => entry.target_label, width: 28 },
    { header: t('consoleLog.columns.customer'), value: (entry) => entry.customer, width: 28 },
    { header: t('consoleLog.columns.address'), value: (entry) => entry.ip_address, width: 18 },
  ],
});
