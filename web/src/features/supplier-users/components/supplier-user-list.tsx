import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import { ErrorState } from '../../../shared/components/error-state';
import type {
  SupplierUserFieldsFragment,
  SupplierUserSort,
  SupplierUserStatus,
} from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { RowMenu } from '../../../shared/lists/row-menu';
import { useListView } from '../../../shared/lists/use-list-view';
import { useSupplierUserPage } from '../api/get-supplier-user-page';
import { nameOfUser } from '../lib/user-name';
import styles from '../../../shared/styles/management-page.module.css';

const supplierUserStatuses: readonly SupplierUserStatus[] = ['ACTIVE', 'INVITED', 'DEACTIVATED'];

const statusTone: Record<SupplierUserStatus, StatusTone> = {
  ACTIVE: 'active',
  INVITED: 'created',
  DEACTIVATED: 'default',
};

const supplierUsersPageSize = 20;

/** The list's view in the address: ?q=&status=&sort=&dir=&page= */
const supplierUserListOptions: ListOptions<SupplierUserSort, 'status'> = {
  sorts: ['status', 'name', 'email', 'last_sign_in'],
  defaultSort: 'status',
  defaultDirection: 'ASC',
  filters: ['status'],
};

interface SupplierUserListProps {
  viewerId: string | null;
  resending: boolean;
  onResend: (user: SupplierUserFieldsFragment) => void;
  /** Opens the deactivation's question (the page's dialog). */
  onDeactivate: (user: SupplierUserFieldsFragment) => void;
}

/** The users of the admin's supplier: filters, the list and each row's actions. */
export function SupplierUserList({
  viewerId,
  resending,
  onResend,
  onDeactivate,
}: SupplierUserListProps) {
  const { t, i18n } = useTranslation();
  const list = useListView(supplierUserListOptions);
  const { view } = list;
  const status = supplierUserStatuses.find((value) => value === view.filters.status) ?? null;
  const users = useSupplierUserPage({
    filter: { text: view.text || null, status },
    page: view.page,
    page_size: supplierUsersPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const yesNo = (value: boolean) => (value ? t('supplierUsers.yes') : t('supplierUsers.no'));
  const columns: DataTableColumn<SupplierUserFieldsFragment, SupplierUserSort>[] = [
    {
      key: 'name',
      header: t('supplierUsers.columns.name'),
      sort: 'name',
      rowHeader: true,
      cell: nameOfUser,
    },
    {
      key: 'email',
      header: t('supplierUsers.columns.email'),
      sort: 'email',
      cell: (user) => user.email,
    },
    {
      key: 'status',
      header: t('supplierUsers.columns.status'),
      sort: 'status',
      cell: (user) => (
        <StatusTag tone={statusTone[user.status]}>
          {t(`supplierUsers.status.${user.status}`)}
        </StatusTag>
      ),
    },
    {
      key: 'admin',
      header: t('supplierUsers.columns.admin'),
      cell: (user) => yesNo(user.is_admin),
    },
    {
      key: 'reportAccess',
      header: t('supplierUsers.columns.reportAccess'),
      cell: (user) => yesNo(user.has_report_access),
    },
    {
      key: 'lastSignIn',
      header: t('supplierUsers.columns.lastSignIn'),
      sort: 'last_sign_in',
      noWrap: true,
      cell: (user) =>
        user.last_sign_in_at
          ? formatDateTime(user.last_sign_in_at, i18n.resolvedLanguage ?? i18n.language)
          : t('supplierUsers.never'),
    },
    {
      key: 'actions',
      rowActions: true,
      header: t('supplierUsers.columns.actions'),
      cell: (user) => (
        <RowMenu
          label={t('lists.rowMenu.actionsFor', { name: nameOfUser(user) })}
          items={[
            ...(user.status === 'INVITED'
              ? [
                  {
                    label: t('supplierUsers.resend'),
                    disabled: resending,
                    onSelect: () => onResend(user),
                  },
                ]
              : []),
            ...(user.status !== 'DEACTIVATED' && user.id !== viewerId
              ? [
                  {
                    label: t('supplierUsers.deactivate'),
                    destructive: true,
                    onSelect: () => onDeactivate(user),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];

  if (users.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (users.isError) {
    return (
      <ErrorState
        message={t('supplierUsers.errors.loadFailed')}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  }
  const page = users.data.get_supplier_user_page;
  return (
    <>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('supplierUsers.filter')}
            hint={t('supplierUsers.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="supplier-users"
            query={exportQueryOf({ ...view, filters: { status } })}
            disabled={page.total === 0}
          />
        }
      >
        <SelectField
          label={t('supplierUsers.columns.status')}
          value={status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || null)}
        >
          <option value="">{t('supplierUsers.allStatuses')}</option>
          {supplierUserStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`supplierUsers.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </ListFilterBar>
      <DataTable
        caption={t('supplierUsers.caption')}
        columns={columns}
        rows={page.users}
        rowKey={(user) => user.id}
        total={page.total}
        page={view.page}
        pageSize={supplierUsersPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
    </>
  );
}
