import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type { ConsoleCustomerSort } from '../../../shared/graphql/generated/graphql';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { consoleExports } from '../api/console-exports';
import { useConsoleCustomers } from '../api/console-customers';
import { useCustomerColumns } from './customer-columns';
import styles from './console.module.css';

const customersPageSize = 25;

/** The list's view in the address: ?q=&sort=&dir=&page= */
const customerListOptions: ListOptions<ConsoleCustomerSort> = {
  sorts: ['company', 'created_at'],
  defaultSort: 'company',
  defaultDirection: 'ASC',
};

/** Every customer of the country, found by company, organisation number or a user's e-mail. */
export function CustomerList() {
  const { t } = useTranslation();
  const list = useListView(customerListOptions);
  const { view } = list;
  const columns = useCustomerColumns();
  const customers = useConsoleCustomers({
    text: view.text || null,
    page: view.page,
    page_size: customersPageSize,
    sort: view.sort,
    direction: view.direction,
  });

  let content: ReactNode;
  if (customers.isPending) {
    content = (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (customers.isError) {
    content = (
      <ErrorState
        message={t('console.customers.loadFailed')}
        onRetry={() => void customers.refetch()}
        retrying={customers.isFetching}
      />
    );
  } else {
    const page = customers.data.console_customers;
    content = (
      <DataTable
        caption={t('console.customers.caption')}
        columns={columns}
        rows={page.items}
        rowKey={(customer) => customer.id}
        total={page.total}
        page={view.page}
        pageSize={customersPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={t(isFiltered(view) ? 'console.customers.noMatch' : 'console.customers.empty')}
      />
    );
  }

  return (
    // A white section as the documents library has: the table's scroll edges are drawn on white.
    <div className={styles.section}>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('console.customers.filter')}
            hint={t('console.customers.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="customers"
            query={exportQueryOf(view)}
            target={consoleExports}
            disabled={customers.data?.console_customers.total === 0}
          />
        }
      />
      {content}
    </div>
  );
}
