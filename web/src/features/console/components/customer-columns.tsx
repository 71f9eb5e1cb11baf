import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  ConsoleCustomerSort,
  ConsoleCustomersQuery,
} from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { paths } from '../../../shared/routing/paths';
import { customerGroupText, customerUsersText } from '../lib/customer-texts';
import styles from './console.module.css';

type ListedCustomer = ConsoleCustomersQuery['console_customers']['items'][number];
type CustomerColumn = DataTableColumn<ListedCustomer, ConsoleCustomerSort>;

/**
 * The customers' columns: the company (its link opens the customer) with its place in a group,
 * its organisation number, users, last sign-in, whether files go with orders, and since when.
 */
export function useCustomerColumns(): CustomerColumn[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return [
    {
      key: 'company',
      header: t('console.customers.columns.company'),
      sort: 'company',
      rowHeader: true,
      opensRow: true,
      cell: (customer) => {
        const group = customerGroupText(t, customer);
        return (
          <>
            <Link to={paths.consoleCustomer(customer.id)}>{customer.company}</Link>
            {group ? <span className={styles.secondary}>{group}</span> : null}
          </>
        );
      },
    },
    {
      key: 'orgNumber',
      header: t('console.customers.columns.orgNumber'),
      noWrap: true,
      cell: (customer) => customer.org_number ?? '–',
    },
    {
      key: 'users',
      header: t('console.customers.columns.users'),
      cell: (customer) => customerUsersText(t, customer),
    },
    {
      key: 'lastSignIn',
      header: t('console.customers.columns.lastSignIn'),
      noWrap: true,
      cell: (customer) =>
        customer.last_sign_in_at
          ? formatDate(customer.last_sign_in_at, language)
          : t('console.customers.never'),
    },
    {
      key: 'files',
      header: t('console.customers.columns.files'),
      cell: (customer) =>
        t(
          customer.can_upload ? 'console.customers.filesAllowed' : 'console.customers.filesRefused',
        ),
    },
    {
      key: 'since',
      header: t('console.customers.columns.since'),
      sort: 'created_at',
      noWrap: true,
      cell: (customer) => formatDate(customer.created_at, language),
    },
  ];
}
