import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { consoleAccessRequestExportQuery } from './console-inputs.js';
import { accessRequestSorting, consoleAccessRequestListReader } from './console-list.js';

/**
 * The inbox's access requests as CSV or XLSX, as the list's status, text and order show them:
 * GET /api/console/{country}/exports/access-requests.{csv,xlsx}. Every staff role, as the list.
 */
export const consoleAccessRequestExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'access-requests',
  docs: { subject: "The console's access requests", tag: 'Console' },
  sheetName: 'consoleInbox.accessRequestsHeading',
  query: consoleAccessRequestExportQuery,
  prepare: ({ staff, query, language }) => {
    assertStaffMayRead(staff);
    const { status, text, sort, direction } = query;
    return Promise.resolve(
      consoleAccessRequestListReader(
        { status: status ?? 'pending', text },
        listOrderOf(accessRequestSorting, { sort, direction }, language),
      ),
    );
  },
  columns: (t) => [
    {
      header: t('console.columns.company'),
      value: (request) => request.company_name,
      width: 30,
    },
    {
      header: t('documentFiles.organisationNumber'),
      value: (request) => request.org_number,
      width: 16,
    },
    {
      header: t('console.columns.requester'),
      value: (request) => `${request.first_name} ${request.last_name}`,
      width: 26,
    },
    { header: t('console.columns.email'), value: (request) => request.email, width: 32 },
    { header: t('console.columns.phone'), value: (request) => request.phone, width: 18 },
    { header: t('console.columns.language'), value: (request) => request.language },
    {
      header: t('console.columns.received'),
      value: (request) => request.created_at.toISOString(),
      kind: 'instant',
      width: 22,
    },
    {
      header: t('console.columns.knownCustomer'),
      value: (request) =>
        request.matching_suppliers.map((supplier) => supplier.company).join(', ') || null,
      width: 30,
    },
    {
      header: t('console.columns.decided'),
      value: (request) => request.decided_at?.toISOString() ?? null,
      kind: 'instant',
      width: 22,
    },
    { header: t('console.columns.decidedBy'), value: (request) => request.decided_by, width: 22 },
    {
      header: t('console.columns.rejectionReason'),
      value: (request) => request.rejection_reason,
      width: 40,
    },
  ],
});
