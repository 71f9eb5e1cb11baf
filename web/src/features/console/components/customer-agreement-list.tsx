import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type { ConsoleAgreementSort } from '../../../shared/graphql/generated/graphql';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useConsoleCustomerAgreements } from '../api/console-customer-agreements';
import { consoleExports } from '../api/console-exports';
import { useCustomerAgreementColumns } from './customer-agreement-columns';
import type { ConsoleCustomer } from './customer-details';
import styles from './console.module.css';

const agreementsPageSize = 20;

/**
 * The list's view in the address, apart from the users list on the same page:
 * ?agreements-q=&agreements-sort=&agreements-dir=&agreements-page= (main first, then newest).
 */
const agreementListOptions: ListOptions<ConsoleAgreementSort> = {
  sorts: ['main', 'valid_from', 'valid_to', 'agreement_number', 'title'],
  defaultSort: 'main',
  defaultDirection: 'DESC',
  prefix: 'agreements-',
};

/** A customer's agreements, found by number or title, each with its signed terms. */
export function CustomerAgreementList({ customer }: { customer: ConsoleCustomer }) {
  const { t } = useTranslation();
  const list = useListView(agreementListOptions);
  const { view } = list;
  const columns = useCustomerAgreementColumns();
  const agreements = useConsoleCustomerAgreements({
    customer_id: customer.id,
    text: view.text || null,
    page: view.page,
    page_size: agreementsPageSize,
    sort: view.sort,
    direction: view.direction,
  });

  let content: ReactNode;
  if (agreements.isPending) {
    content = (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (agreements.isError) {
    content = (
      <ErrorState
        message={t('consoleAgreements.loadFailed')}
        onRetry={() => void agreements.refetch()}
        retrying={agreements.isFetching}
      />
    );
  } else {
    const page = agreements.data.console_customer_agreements;
    content = (
      <DataTable
        caption={t('consoleAgreements.caption', { company: customer.company })}
        columns={columns}
        rows={page.items}
        rowKey={(agreement) => agreement.id}
        total={page.total}
        page={view.page}
        pageSize={agreementsPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        otherOrders={[{ sort: 'main', direction: 'DESC', label: t('consoleAgreements.mainFirst') }]}
        onPage={list.setPage}
        empty={t(isFiltered(view) ? 'consoleAgreements.noMatch' : 'consoleAgreements.empty')}
      />
    );
  }

  return (
    <>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('consoleAgreements.filter')}
            hint={t('consoleAgreements.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="customer-agreements"
            query={exportQueryOf(view, { customer_id: customer.id })}
            target={consoleExports}
            disabled={agreements.data?.console_customer_agreements.total === 0}
          />
        }
      />
      {content}
    </>
  );
}
