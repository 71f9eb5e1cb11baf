import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type { ConsoleCustomerUserSort } from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useConsoleCustomerUsers } from '../api/console-customer-users';
import { consoleExports } from '../api/console-exports';
import { useDeactivateCustomerUser } from '../api/console-deactivate-customer-user';
import { useResendCustomerInvitation } from '../api/console-resend-customer-invitation';
import { nameOfCustomerUser } from '../lib/customer-texts';
import { useCustomerUserColumns, type CustomerUser } from './customer-user-columns';
import type { ConsoleCustomer } from './customer-details';
import { ViewAsCustomerDialog } from './view-as-customer-dialog';
import styles from './console.module.css';

const usersPageSize = 25;

/** The list's view in the address: ?q=&sort=&dir=&page= (active first, then invited). */
const userListOptions: ListOptions<ConsoleCustomerUserSort> = {
  sorts: ['status', 'name', 'email', 'last_sign_in_at'],
  defaultSort: 'status',
  defaultDirection: 'ASC',
};

/**
 * A customer's users, found by name or e-mail; every role sees the portal as an active user,
 * staff who act also resend invitations and deactivate.
 */
export function CustomerUserList({
  customer,
  canAct,
  feedback,
}: {
  customer: ConsoleCustomer;
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const list = useListView(userListOptions);
  const { view } = list;
  const resend = useResendCustomerInvitation();
  const deactivate = useDeactivateCustomerUser();
  const [viewing, setViewing] = useState<CustomerUser | null>(null);
  const users = useConsoleCustomerUsers({
    customer_id: customer.id,
    text: view.text || null,
    page: view.page,
    page_size: usersPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const failed = (error: unknown) =>
    feedback.failed(t(errorMessage(error, 'consoleCustomerUser').key));
  const columns = useCustomerUserColumns({
    onViewAs: setViewing,
    changes: canAct
      ? {
          resending: resend.isPending,
          onResend: (user: CustomerUser) => {
            feedback.clear();
            resend.mutate(
              { user_id: user.id },
              {
                onSuccess: () =>
                  feedback.succeeded(t('console.customers.users.resent', { email: user.email })),
                onError: failed,
              },
            );
          },
          onDeactivate: (user: CustomerUser) => {
            feedback.clear();
            return deactivate
              .mutateAsync({ user_id: user.id })
              .then(
                () =>
                  feedback.succeeded(
                    t('console.customers.users.deactivated', { name: nameOfCustomerUser(user) }),
                  ),
                failed,
              );
          },
        }
      : null,
  });

  let content: ReactNode;
  if (users.isPending) {
    content = (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (users.isError) {
    content = (
      <ErrorState
        message={t('console.customers.users.loadFailed')}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  } else {
    const page = users.data.console_customer_users;
    content = (
      <DataTable
        caption={t('console.customers.users.caption', { company: customer.company })}
        columns={columns}
        rows={page.items}
        rowKey={(user) => user.id}
        total={page.total}
        page={view.page}
        pageSize={usersPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={t(
          isFiltered(view) ? 'console.customers.users.noMatch' : 'console.customers.users.empty',
        )}
      />
    );
  }

  return (
    // Not a landmark of its own: the table's scroll region already carries the list's name.
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{t('console.customers.users.heading')}</h2>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('console.customers.users.filter')}
            hint={t('console.customers.users.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="customer-users"
            query={exportQueryOf(view, { customer_id: customer.id })}
            target={consoleExports}
            disabled={users.data?.console_customer_users.total === 0}
          />
        }
      />
      {content}
      {viewing ? (
        <ViewAsCustomerDialog
          customerId={customer.id}
          user={viewing}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </section>
  );
}
