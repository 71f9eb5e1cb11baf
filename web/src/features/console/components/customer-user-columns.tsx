import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type {
  ConsoleCustomerUserSort,
  ConsoleCustomerUsersQuery,
  SupplierUserStatus,
} from '../../../shared/graphql/generated/graphql';
import { htmlLanguageTag, isLanguage, languageNames } from '../../../shared/i18n/languages';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { RowMenu } from '../../../shared/lists/row-menu';
import { nameOfCustomerUser } from '../lib/customer-texts';
import styles from './console.module.css';

export type CustomerUser = ConsoleCustomerUsersQuery['console_customer_users']['items'][number];
type CustomerUserColumn = DataTableColumn<CustomerUser, ConsoleCustomerUserSort>;

const statusTone: Record<SupplierUserStatus, StatusTone> = {
  ACTIVE: 'active',
  INVITED: 'created',
  DEACTIVATED: 'default',
};

/** What a row's menu does. */
interface CustomerUserActions {
  /** Every role: see the portal as an active user (read only, for a time, in both logs). */
  onViewAs: (user: CustomerUser) => void;
  /** Staff who act (not support): resend an invitation, deactivate. */
  changes: {
    resending: boolean;
    onResend: (user: CustomerUser) => void;
    /** Runs once the deactivation is confirmed; the question stays open until it settles. */
    onDeactivate: (user: CustomerUser) => Promise<unknown>;
  } | null;
}

/**
 * A customer's users: name, e-mail, status, role (and report access), the portal's language and
 * the last sign-in, then see the portal as the user and (for staff who act) resend an invitation
 * or deactivate.
 */
export function useCustomerUserColumns(actions: CustomerUserActions): CustomerUserColumn[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const columns: CustomerUserColumn[] = [
    {
      key: 'name',
      header: t('console.customers.users.columns.name'),
      sort: 'name',
      rowHeader: true,
      cell: nameOfCustomerUser,
    },
    {
      key: 'email',
      header: t('console.customers.users.columns.email'),
      sort: 'email',
      cell: (user) => user.email,
    },
    {
      key: 'status',
      header: t('console.customers.users.columns.status'),
      sort: 'status',
      cell: (user) => (
        <StatusTag tone={statusTone[user.status]}>
          {t(`console.customers.users.status.${user.status}`)}
        </StatusTag>
      ),
    },
    {
      key: 'role',
      header: t('console.customers.users.columns.role'),
      cell: (user) => (
        <>
          {t(user.is_admin ? 'console.customers.users.admin' : 'console.customers.users.user')}
          {user.has_report_access ? (
            <span className={styles.secondary}>{t('console.customers.users.reportAccess')}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'language',
      header: t('console.customers.users.columns.language'),
      cell: (user) =>
        isLanguage(user.language) ? (
          <span lang={htmlLanguageTag(user.language)}>{languageNames[user.language]}</span>
        ) : (
          user.language
        ),
    },
    {
      key: 'lastSignIn',
      header: t('console.customers.users.columns.lastSignIn'),
      sort: 'last_sign_in_at',
      noWrap: true,
      cell: (user) =>
        user.last_sign_in_at
          ? formatDateTimeForColumn(user.last_sign_in_at, language)
          : t('console.customers.never'),
    },
  ];
  const { changes } = actions;
  return [
    ...columns,
    {
      key: 'actions',
      header: t('console.customers.users.columns.actions'),
      rowActions: true,
      cell: (user) => {
        const name = nameOfCustomerUser(user);
        const items = [
          ...(user.status === 'ACTIVE'
            ? [{ label: t('console.viewAs.action'), onSelect: () => actions.onViewAs(user) }]
            : []),
          ...(changes && user.status === 'INVITED'
            ? [
                {
                  label: t('console.customers.users.resend'),
                  disabled: changes.resending,
                  onSelect: () => changes.onResend(user),
                },
              ]
            : []),
          ...(changes && user.status !== 'DEACTIVATED'
            ? [
                {
                  label: t('console.customers.users.deactivate'),
                  confirm: {
                    title: t('console.customers.users.deactivateTitle'),
                    message: t('console.customers.users.deactivateQuestion', { name }),
                    confirmLabel: t('console.customers.users.deactivate'),
                  },
                  onSelect: () => changes.onDeactivate(user),
                },
              ]
            : []),
        ];
        if (items.length === 0) return null;
        return <RowMenu label={t('lists.rowMenu.actionsFor', { name })} items={items} />;
      },
    },
  ];
}
