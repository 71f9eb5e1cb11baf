import type { Database } from '../../database/connections.js';
import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { isLanguage } from '../../shared/countries.js';
import { notFound } from '../../shared/errors.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import {
  consoleCustomerAgreementExportQuery,
  consoleCustomerExportQuery,
  consoleCustomerUserExportQuery,
} from './console-inputs.js';
import { shapedCustomer, shapedCustomerUser } from './console-shape.js';
import { consoleAgreementSorting, customerAgreementListReader } from './customer-agreements.js';
import {
  consoleCustomerListReader,
  consoleCustomerSorting,
  findConsoleCustomer,
} from './customer-list.js';
import { consoleCustomerUserListReader, consoleCustomerUserSorting } from './customer-users.js';

/**
 * The console's customers, a customer's users and its agreements as CSV or XLSX, exactly as the
 * pages' filters and order show them: GET /api/console/{country}/exports/customers.{csv,xlsx},
 * customer-users.{csv,xlsx}?customer_id=... and customer-agreements.{csv,xlsx}?customer_id=...
 * Every staff role, as the lists.
 */
export const consoleCustomerExportRoutes: RestRoute[] = [
  ...consoleListExportRoutes({
    name: 'customers',
    docs: { subject: "The console's customers", tag: 'Console' },
    sheetName: 'console.customers.caption',
    query: consoleCustomerExportQuery,
    prepare: ({ staff, query, language }) => {
      assertStaffMayRead(staff);
      const { text, sort, direction } = query;
      const read = consoleCustomerListReader(
        { text },
        listOrderOf(consoleCustomerSorting, { sort, direction }, language),
      );
      return Promise.resolve(async (source: Database, offset: number, limit: number) =>
        (await read(source, offset, limit)).map(shapedCustomer),
      );
    },
    columns: (t) => [
      { header: t('console.customers.columns.company'), value: (row) => row.company, width: 30 },
      {
        header: t('console.customers.columns.orgNumber'),
        value: (row) => row.org_number,
        width: 18,
      },
      {
        header: t('console.customers.customer.group'),
        // Where it sits in a group, as the list writes it under the company.
        value: (row) =>
          row.master_company
            ? t('console.customers.subSupplierOf', { master: row.master_company })
            : row.is_master_account
              ? t('console.customers.masterAccount', { count: row.sub_supplier_count })
              : null,
        width: 30,
      },
      { header: t('console.customers.columns.activeUsers'), value: (row) => row.active_users },
      { header: t('console.customers.columns.invitedUsers'), value: (row) => row.invited_users },
      {
        header: t('console.customers.columns.lastSignIn'),
        value: (row) => row.last_sign_in_at,
        kind: 'instant',
        width: 26,
      },
      {
        header: t('console.customers.columns.files'),
        value: (row) =>
          t(row.can_upload ? 'console.customers.filesAllowed' : 'console.customers.filesRefused'),
      },
      {
        header: t('console.customers.reportAccessDefault.label'),
        value: (row) =>
          t(
            row.report_access_default
              ? 'console.customers.reportAccessDefault.stateOn'
              : 'console.customers.reportAccessDefault.stateOff',
          ),
        width: 30,
      },
      {
        header: t('console.customers.columns.since'),
        value: (row) => row.created_at,
        kind: 'instant',
        width: 26,
      },
    ],
  }),
  ...consoleListExportRoutes({
    name: 'customer-users',
    docs: { subject: "The console's list of a customer's users", tag: 'Console' },
    sheetName: 'console.customers.users.heading',
    query: consoleCustomerUserExportQuery,
    prepare: async ({ scope, staff, query, language }) => {
      assertStaffMayRead(staff);
      const { customer_id, text, sort, direction } = query;
      // A customer of another country is in another database: not found, as on the page.
      if (!(await findConsoleCustomer(scope.database, customer_id))) throw notFound();
      const read = consoleCustomerUserListReader(
        customer_id,
        { text },
        listOrderOf(consoleCustomerUserSorting, { sort, direction }, language),
      );
      return async (source: Database, offset: number, limit: number) =>
        (await read(source, offset, limit)).map(shapedCustomerUser);
    },
    columns: (t) => [
      {
        header: t('console.customers.users.columns.name'),
        value: (user) => [user.first_name, user.last_name].filter(Boolean).join(' '),
        width: 28,
      },
      {
        header: t('console.customers.users.columns.email'),
        value: (user) => user.email,
        width: 34,
      },
      {
        header: t('console.customers.users.columns.status'),
        value: (user) => t(`console.customers.users.status.${user.status}`),
      },
      {
        header: t('console.customers.users.columns.role'),
        value: (user) =>
          t(user.is_admin ? 'console.customers.users.admin' : 'console.customers.users.user'),
      },
      {
        header: t('console.customers.users.reportAccess'),
        value: (user) => t(user.has_report_access ? 'supplierUsers.yes' : 'supplierUsers.no'),
      },
      {
        header: t('console.customers.users.columns.language'),
        value: (user) =>
          isLanguage(user.language)
            ? t(`console.documents.languages.${user.language}`)
            : user.language,
      },
      {
        header: t('console.customers.users.columns.lastSignIn'),
        value: (user) => user.last_sign_in_at,
        kind: 'instant',
        width: 26,
      },
      {
        header: t('console.customers.users.columns.invited'),
        value: (user) => user.invited_at,
        kind: 'instant',
        width: 26,
      },
    ],
  }),
  ...consoleListExportRoutes({
    name: 'customer-agreements',
    docs: { subject: "The console's list of a customer's agreements", tag: 'Console' },
    sheetName: 'consoleAgreements.heading',
    query: consoleCustomerAgreementExportQuery,
    prepare: async ({ scope, staff, query, language }) => {
      assertStaffMayRead(staff);
      const { customer_id, text, sort, direction } = query;
      // A customer of another country is in another database: not found, as on the page.
      if (!(await findConsoleCustomer(scope.database, customer_id))) throw notFound();
      return customerAgreementListReader(
        scope.country,
        customer_id,
        { text },
        listOrderOf(consoleAgreementSorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      {
        header: t('consoleAgreements.columns.number'),
        value: (agreement) => agreement.agreement_number,
        width: 20,
      },
      {
        header: t('consoleAgreements.columns.title'),
        value: (agreement) => agreement.title,
        width: 40,
      },
      {
        header: t('consoleAgreements.columns.main'),
        value: (agreement) =>
          t(agreement.is_main ? 'consoleAgreements.yes' : 'consoleAgreements.no'),
      },
      {
        header: t('consoleAgreements.columns.validFrom'),
        value: (agreement) => agreement.valid_from,
        kind: 'date',
      },
      {
        header: t('consoleAgreements.columns.validTo'),
        value: (agreement) => agreement.valid_to,
        kind: 'date',
      },
      {
        header: t('consoleAgreements.columns.status'),
        value: (agreement) => t(`consoleAgreements.status.${agreement.status}`),
      },
      {
        header: t('consoleAgreements.columns.terms'),
        value: (agreement) =>
          t(agreement.terms_path ? 'consoleAgreements.yes' : 'consoleAgreements.no'),
      },
    ],
  }),
];
