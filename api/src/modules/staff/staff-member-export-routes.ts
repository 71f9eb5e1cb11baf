import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { isLanguage } from '../../shared/countries.js';
import { assertStaffMayManageStaff } from './policy.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { staffMemberExportQuery } from './inputs.js';
import { staffMemberListReader, staffMemberSorting } from './staff-management.js';

/**
 * The country's staff as CSV or XLSX, as the page's text and order show them (by default active first, by name),
 * for an access review: GET /api/console/{country}/exports/staff.{csv,xlsx}. Administrators
 * only, as the page.
 */
export const staffMemberExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'staff',
  docs: { subject: "The console's staff", tag: 'Console' },
  sheetName: 'consoleStaff.navigation',
  query: staffMemberExportQuery,
  prepare: ({ staff, query, language }) => {
    assertStaffMayManageStaff(staff);
    const { text, sort, direction } = query;
    return Promise.resolve(
      staffMemberListReader(text, listOrderOf(staffMemberSorting, { sort, direction }, language)),
    );
  },
  columns: (t) => [
    { header: t('consoleStaff.columns.name'), value: (member) => member.name, width: 26 },
    { header: t('consoleStaff.email'), value: (member) => member.email, width: 32 },
    {
      header: t('consoleStaff.columns.role'),
      value: (member) => t(`console.roles.${member.role}`),
      width: 22,
    },
    {
      header: t('consoleStaff.columns.status'),
      value: (member) =>
        t(`consoleStaff.status.${member.status === 'active' ? 'active' : 'deactivated'}`),
    },
    {
      header: t('consoleStaff.authenticatorSetUp'),
      value: (member) => t(member.totp_enabled_at ? 'supplierUsers.yes' : 'supplierUsers.no'),
    },
    {
      header: t('consoleStaff.language'),
      value: (member) =>
        isLanguage(member.language)
          ? t(`console.documents.languages.${member.language}`)
          : member.language,
    },
    {
      header: t('consoleStaff.columns.lastSignIn'),
      value: (member) => member.last_sign_in_at?.toISOString() ?? null,
      kind: 'instant',
      width: 22,
    },
    {
      header: t('consoleStaff.columns.added'),
      value: (member) => member.created_at.toISOString(),
      kind: 'instant',
      width: 22,
    },
  ],
});
