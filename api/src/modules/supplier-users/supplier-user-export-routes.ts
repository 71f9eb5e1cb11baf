import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { supplierUserExportQuery } from './inputs.js';
import { assertSupplierAdmin } from '../users/policy.js';
import { supplierUserListReader, supplierUserSorting } from './supplier-user-list.js';

/**
 * The users page as CSV or XLSX, exactly as its filter and order show it (address invitations
 * as the invited users they look like): GET /files/{country}/exports/supplier-users.{csv,xlsx}
 */
export const supplierUserListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'supplier-users',
    docs: { subject: 'The users list', tag: 'Users' },
    sheetName: 'supplierUsers.listTitle',
    query: supplierUserExportQuery,
    prepare: ({ viewer, query, language }) => {
      const { supplierId } = assertSupplierAdmin(viewer);
      const { text, status, sort, direction } = query;
      return Promise.resolve(
        supplierUserListReader(
          supplierId,
          { text, status },
          listOrderOf(supplierUserSorting, { sort, direction }, language),
        ),
      );
    },
    columns: (t) => {
      const yesNo = (value: boolean) => (value ? t('supplierUsers.yes') : t('supplierUsers.no'));
      return [
        {
          header: t('supplierUsers.columns.name'),
          value: (user) => [user.first_name, user.last_name].filter(Boolean).join(' '),
          width: 28,
        },
        { header: t('supplierUsers.columns.email'), value: (user) => user.email, width: 34 },
        {
          header: t('supplierUsers.columns.status'),
          value: (user) => t(`supplierUsers.status.${user.status}`),
        },
        { header: t('supplierUsers.columns.admin'), value: (user) => yesNo(user.is_admin) },
        {
          header: t('supplierUsers.columns.reportAccess'),
          value: (user) => yesNo(user.has_report_access),
        },
        {
          header: t('supplierUsers.columns.lastSignIn'),
          value: (user) => user.last_sign_in_at,
          kind: 'instant',
          width: 26,
        },
      ];
    },
  }),
];
