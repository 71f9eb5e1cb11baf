import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type {
  GetSettlementsQuery,
  SettlementListType,
  SettlementSort,
  SettlementStatus,
} from '../../../shared/graphql/generated/graphql';
import { DownloadButton } from '../../../shared/components/download-button';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import {
  ListCompanySelect,
  ListExportButtons,
  ListTextFilter,
} from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import dataPage from '../../../shared/styles/data-page.module.css';
import { useSettlements } from '../api/get-settlements';
import { formatMoney } from '../../../shared/lib/format-money';
import { formatPeriod } from '../lib/format';
import { useOpenSettlements } from '../hooks/use-open-settlements';
import { SettlementLines } from './settlement-lines';
import settlementStyles from './settlements.module.css';

const styles = { ...dataPage, ...settlementStyles };

type Settlement = GetSettlementsQuery['get_settlements']['settlements'][number];

const statusTone: Record<SettlementStatus, StatusTone> = {
  unpaid: 'created',
  paid: 'active',
  settled: 'default',
};

const settlementsPageSize = 20;

/** A tab's view in the address: ?q=&company=&sort=&dir=&page= */
const settlementListOptions: ListOptions<SettlementSort, 'company'> = {
  sorts: [
    'period_start',
    'settlement_number',
    'company',
    'status',
    'resale_value',
    'service_costs',
    'net_amount',
  ],
  defaultSort: 'period_start',
  defaultDirection: 'DESC',
  filters: ['company'],
};

/** A settlement's PDF button, with its own download state. */
function PdfButton({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const document = settlement.document;
  if (!document) return <>{t('settlements.noDocument')}</>;
  return (
    <DownloadButton
      path={document.path}
      fileName={document.file_name}
      failedMessage={t('settlements.errors.downloadFailed')}
      aria-label={t('settlements.downloadPdfFor', { number: settlement.settlement_number })}
    >
      {document.extension}
    </DownloadButton>
  );
}

/**
 * One tab of the settlements page: a page of settlements (a master account: its group or one
 * company) with their lines and PDFs, sorted and searched on the server, the totals of the whole
 * filtered list, and its export.
 */
export function SettlementsPage({ type }: { type: SettlementListType }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const list = useListView(settlementListOptions);
  const { view } = list;
  const filter = { text: view.text || null, supplier_id: view.filters.company };
  const settlements = useSettlements({
    type,
    filter,
    page: view.page,
    page_size: settlementsPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const open = useOpenSettlements();

  if (settlements.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (settlements.isError) {
    return (
      <ErrorState
        message={t('settlements.errors.loadFailed')}
        onRetry={() => void settlements.refetch()}
        retrying={settlements.isFetching}
      />
    );
  }
  const page = settlements.data.get_settlements;
  const money = (amount: string) => formatMoney(amount, page.currency, language);
  const amount = (header: string, sort: SettlementSort, pick: (row: Settlement) => string) => ({
    key: sort,
    header,
    sort,
    className: styles.amount,
    cell: (row: Settlement) => money(pick(row)),
  });
  const columns: DataTableColumn<Settlement, SettlementSort>[] = [
    {
      key: 'number',
      header: t('settlements.columns.number'),
      sort: 'settlement_number',
      rowHeader: true,
      // A click on the row shows or hides its lines, as the number's button does.
      opensRow: true,
      cell: (settlement) => (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open.isOpen(settlement.id)}
          aria-controls={`settlement-lines-${settlement.id}`}
          onClick={() => open.toggle(settlement.id)}
        >
          {settlement.settlement_number}
          <span className="visually-hidden">
            {' '}
            {open.isOpen(settlement.id) ? t('settlements.hideLines') : t('settlements.showLines')}
          </span>
        </button>
      ),
    },
    {
      key: 'company',
      header: t('settlements.columns.company'),
      sort: 'company',
      cell: (settlement) => settlement.company,
    },
    {
      key: 'period',
      header: t('settlements.columns.period'),
      sort: 'period_start',
      cell: (settlement) => formatPeriod(settlement.period_type, settlement.period_start, language),
    },
    {
      key: 'status',
      header: t('settlements.columns.status'),
      sort: 'status',
      cell: (settlement) => (
        <StatusTag tone={statusTone[settlement.status]}>
          {t(`settlements.statuses.${settlement.status}`)}
        </StatusTag>
      ),
    },
    amount(t('settlements.columns.resaleValue'), 'resale_value', (row) => row.resale_value),
    amount(t('settlements.columns.serviceCosts'), 'service_costs', (row) => row.service_costs),
    amount(t('settlements.columns.netAmount'), 'net_amount', (row) => row.net_amount),
    {
      key: 'document',
      header: t('settlements.columns.document'),
      className: styles.cellActions,
      cell: (settlement) => <PdfButton settlement={settlement} />,
    },
  ];

  return (
    <section aria-labelledby="settlements-list" className={styles.section}>
      <div className={styles.toolbar}>
        <h2 id="settlements-list" className={styles.heading}>
          {t(`settlements.listTitles.${type}`)}
        </h2>
      </div>
      <ListFilterBar
        search={<ListTextFilter value={view.text} onChange={list.setText} />}
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="settlements"
            query={exportQueryOf(view, { type, company: null, supplier_id: view.filters.company })}
            disabled={page.total === 0}
          />
        }
      >
        <ListCompanySelect
          companies={page.companies}
          value={view.filters.company}
          onChange={(company) => list.setFilter('company', company)}
        />
      </ListFilterBar>
      <DataTable
        caption={t('settlements.caption', { currency: page.currency })}
        columns={columns}
        rows={page.settlements}
        rowKey={(settlement) => settlement.id}
        total={page.total}
        page={view.page}
        pageSize={settlementsPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={t('settlements.empty')}
        rowDetail={(settlement) => (
          <SettlementLines
            settlement={settlement}
            open={open.isOpen(settlement.id)}
            columnCount={columns.length}
            money={money}
          />
        )}
        footer={
          <tfoot className={styles.totals}>
            <tr>
              <th scope="row" colSpan={4}>
                {t('settlements.total', { count: page.totals.count })}
              </th>
              <td className={styles.amount} data-label={t('settlements.columns.resaleValue')}>
                {money(page.totals.resale_value)}
              </td>
              <td className={styles.amount} data-label={t('settlements.columns.serviceCosts')}>
                {money(page.totals.service_costs)}
              </td>
              <td className={styles.amount} data-label={t('settlements.columns.netAmount')}>
                {money(page.totals.net_amount)}
              </td>
              <td />
            </tr>
          </tfoot>
        }
      />
    </section>
  );
}
