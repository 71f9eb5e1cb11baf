import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { assertStaffMayManageProviderKeys } from '../staff/policy.js';
import { providerKeyListReader } from './service.js';

/**
 * The provider's keys as CSV or XLSX (working first, then the newest), for an access review:
 * GET /api/console/{country}/exports/provider-keys.{csv,xlsx}. Administrators only, as the page.
 */
export const providerKeyExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'provider-keys',
  docs: { subject: "The provider's keys", tag: 'Console' },
  sheetName: 'consoleKeys.navigation',
  query: {},
  prepare: ({ staff }) => {
    assertStaffMayManageProviderKeys(staff);
    return Promise.resolve(providerKeyListReader());
  },
  columns: (t) => [
    { header: t('consoleKeys.columns.name'), value: (key) => key.name, width: 30 },
    {
      header: t('consoleKeys.columns.status'),
      value: (key) => t(key.revoked_at ? 'consoleKeys.revoked' : 'consoleKeys.working'),
    },
    {
      header: t('consoleKeys.columns.created'),
      value: (key) => key.created_at.toISOString(),
      kind: 'instant',
      width: 22,
    },
    {
      header: t('consoleKeys.columns.lastUsed'),
      value: (key) => key.last_used_at?.toISOString() ?? null,
      kind: 'instant',
      width: 22,
    },
    {
      header: t('consoleKeys.columns.revokedAt'),
      value: (key) => key.revoked_at?.toISOString() ?? null,
      kind: 'instant',
      width: 22,
    },
  ],
});
