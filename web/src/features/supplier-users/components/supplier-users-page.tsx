import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type {
  SupplierUserFieldsFragment,
  SupplierUserSort,
  SupplierUserStatus,
} from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useDeactivateSupplierUser } from '../api/deactivate-supplier-user';
import { useSupplierUserPage } from '../api/get-supplier-user-page';
import { useSupplierUserTokens } from '../api/get-supplier-user-tokens';
import { useResendInvitation } from '../api/resend-invitation';
import { InviteForm } from './invite-form';
import styles from '../../../shared/styles/management-page.module.css';
import { ErrorState } from '../../../shared/components/error-state';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { exportQueryOf, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';

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

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The users of the admin's supplier: the list, invitations and deactivation. */
export function SupplierUsersPage({ viewerId }: { viewerId: string | null }) {
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
  const resend = useResendInvitation();
  const deactivate = useDeactivateSupplierUser();
  const [notice, setNotice] = useState<Notice>(null);
  const [toDeactivate, setToDeactivate] = useState<SupplierUserFieldsFragment | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Deactivating does not revoke the user's API and SCIM tokens: the dialog says how many.
  const tokensOfUser = useSupplierUserTokens(toDeactivate?.id ?? null);
  const tokensInUse = tokensOfUser.data?.get_supplier_user_tokens;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const nameOf = (user: SupplierUserFieldsFragment) =>
    [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const dateTime = (value: string | null | undefined) =>
    value
      ? formatDateTime(value, i18n.resolvedLanguage ?? i18n.language)
      : t('supplierUsers.never');

  const onResend = (user: SupplierUserFieldsFragment) => {
    setNotice(null);
    resend.mutate(user.id, {
      onSuccess: () =>
        setNotice({ kind: 'success', text: t('supplierUsers.resent', { email: user.email }) }),
      onError: (error) =>
        setNotice({ kind: 'error', text: t(errorMessage(error, 'supplierUsers').key) }),
    });
  };
  const onDeactivate = () => {
    const user = toDeactivate;
    if (!user) return;
    setNotice(null);
    deactivate.mutate(user.id, {
      onSuccess: () =>
        setNotice({
          kind: 'success',
          text: t('supplierUsers.deactivated', { name: nameOf(user) }),
        }),
      onError: (error) =>
        setNotice({ kind: 'error', text: t(errorMessage(error, 'supplierUsers').key) }),
      onSettled: () => setToDeactivate(null),
    });
  };

  const yesNo = (value: boolean) => (value ? t('supplierUsers.yes') : t('supplierUsers.no'));
  const columns: DataTableColumn<SupplierUserFieldsFragment, SupplierUserSort>[] = [
    {
      key: 'name',
      header: t('supplierUsers.columns.name'),
      sort: 'name',
      rowHeader: true,
      cell: nameOf,
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
      cell: (user) => dateTime(user.last_sign_in_at),
    },
    {
      key: 'actions',
      header: t('supplierUsers.columns.actions'),
      className: styles.actions,
      cell: (user) => (
        <>
          {user.status === 'INVITED' ? (
            <Button
              variant="secondary"
              onClick={() => onResend(user)}
              disabled={resend.isPending}
              aria-label={t('supplierUsers.resendFor', { name: nameOf(user) })}
            >
              {t('supplierUsers.resend')}
            </Button>
          ) : null}
          {user.status !== 'DEACTIVATED' && user.id !== viewerId ? (
            <Button
              variant="danger"
              onClick={() => setToDeactivate(user)}
              aria-label={t('supplierUsers.deactivateFor', { name: nameOf(user) })}
            >
              {t('supplierUsers.deactivate')}
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      {notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === 'success' ? styles.notice : styles.alert}
          role={notice.kind === 'success' ? 'status' : 'alert'}
        >
          {notice.text}
        </div>
      ) : null}

      <section aria-labelledby="supplier-users-list" className={styles.section}>
        <h2 id="supplier-users-list" className={styles.heading}>
          {t('supplierUsers.listTitle')}
        </h2>
        {users.isPending ? (
          <div role="status" className={styles.loading}>
            <Spinner size={40} />
            <span>{t('common.loading')}</span>
          </div>
        ) : users.isError ? (
          <ErrorState
            message={t('supplierUsers.errors.loadFailed')}
            onRetry={() => void users.refetch()}
            retrying={users.isFetching}
          />
        ) : (
          <>
            <div className={styles.listTools}>
              <ListTextFilter
                value={view.text}
                onChange={list.setText}
                label={t('supplierUsers.filter')}
                hint={t('supplierUsers.filterHint')}
              />
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
              <ListExportButtons
                name="supplier-users"
                query={exportQueryOf({ ...view, filters: { status } })}
                disabled={users.data.get_supplier_user_page.total === 0}
              />
            </div>
            <DataTable
              caption={t('supplierUsers.caption')}
              columns={columns}
              rows={users.data.get_supplier_user_page.users}
              rowKey={(user) => user.id}
              total={users.data.get_supplier_user_page.total}
              page={view.page}
              pageSize={supplierUsersPageSize}
              sort={view.sort}
              direction={view.direction}
              onSort={list.sortBy}
              onPage={list.setPage}
            />
          </>
        )}
      </section>

      <InviteForm
        onSubmitted={() => setNotice(null)}
        onInvited={(email) =>
          setNotice({ kind: 'success', text: t('supplierUsers.invited', { email }) })
        }
        onFailed={(error) =>
          setNotice({ kind: 'error', text: t(errorMessage(error, 'supplierUsers').key) })
        }
      />

      <ConfirmDialog
        open={toDeactivate !== null}
        onOpenChange={(open) => {
          if (!open) setToDeactivate(null);
        }}
        title={t('supplierUsers.deactivateTitle')}
        message={[
          t('supplierUsers.deactivateQuestion', {
            name: toDeactivate ? nameOf(toDeactivate) : '',
          }),
          tokensInUse && tokensInUse.api_tokens + tokensInUse.scim_tokens > 0
            ? t('supplierUsers.tokensKeepWorking', {
                apiTokens: t('supplierUsers.apiTokenCount', { count: tokensInUse.api_tokens }),
                scimTokens: t('supplierUsers.scimTokenCount', { count: tokensInUse.scim_tokens }),
              })
            : null,
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('supplierUsers.deactivate')}
        destructive
        // Not before the count is known (a failed count does not hold the deactivation up).
        pending={deactivate.isPending || tokensOfUser.isLoading}
        onConfirm={onDeactivate}
      />
    </div>
  );
}
