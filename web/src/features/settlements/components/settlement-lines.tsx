import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type {
  GetSettlementLinesQuery,
  GetSettlementsQuery,
  SettlementLineSort,
} from '../../../shared/graphql/generated/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import dataPage from '../../../shared/styles/data-page.module.css';
import { useSettlementLines } from '../api/get-settlement-lines';
import { lineJobColumns } from './line-job-columns';
import settlementStyles from './settlements.module.css';

const styles = { ...dataPage, ...settlementStyles };

type Settlement = GetSettlementsQuery['get_settlements']['settlements'][number];
type Line = GetSettlementLinesQuery['get_settlement_lines']['lines'][number];

const linesPageSize = 20;

/**
 * A settlement's lines: a row of their own under it, shown while it is opened, paged, sorted,
 * searched and exported on the server (a settlement can have thousands of lines). Their view is
 * in the address under the settlement's number (?lines-<number>-page=2...).
 */
export function SettlementLines({
  settlement,
  open,
  columnCount,
  money,
}: {
  settlement: Settlement;
  open: boolean;
  columnCount: number;
  money: (amount: string) => string;
}) {
  return (
    <tr id={`settlement-lines-${settlement.id}`} className={styles.linesRow} hidden={!open}>
      <td colSpan={columnCount}>
        {open ? <SettlementLineList settlement={settlement} money={money} /> : null}
      </td>
    </tr>
  );
}

function SettlementLineList({
  settlement,
  money,
}: {
  settlement: Settlement;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const options: ListOptions<SettlementLineSort> = {
    sorts: [
      'position',
      'description',
      'category',
      'quantity',
      'resale_value',
      'service_costs',
      'net_amount',
    ],
    defaultSort: 'position',
    defaultDirection: 'ASC',
    prefix: `lines-${settlement.settlement_number}-`,
  };
  const list = useListView(options);
  const { view } = list;
  const lines = useSettlementLines({
    settlement_id: settlement.id,
    filter: { text: view.text || null },
    page: view.page,
    page_size: linesPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  if (lines.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={24} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (lines.isError) {
    return (
      <ErrorState
        message={t('settlements.errors.loadFailed')}
        onRetry={() => void lines.refetch()}
        retrying={lines.isFetching}
      />
    );
  }
  const page = lines.data.get_settlement_lines;
  const amount = (
    key: string,
    header: string,
    sort: SettlementLineSort,
    cell: (line: Line) => string | number,
  ): DataTableColumn<Line, SettlementLineSort> => ({
    key,
    header,
    sort,
    className: styles.amount,
    cell,
  });
  const columns: DataTableColumn<Line, SettlementLineSort>[] = [
    {
      key: 'description',
      header: t('settlements.columns.description'),
      sort: 'description',
      cell: (line) => line.description,
    },
    {
      key: 'category',
      header: t('settlements.columns.category'),
      sort: 'category',
      cell: (line) => line.category ?? '',
    },
    amount('quantity', t('settlements.columns.quantity'), 'quantity', (line) => line.quantity),
    amount('resale', t('settlements.columns.resaleValue'), 'resale_value', (line) =>
      money(line.resale_value),
    ),
    amount('costs', t('settlements.columns.serviceCosts'), 'service_costs', (line) =>
      money(line.service_costs),
    ),
    amount('net', t('settlements.columns.netAmount'), 'net_amount', (line) =>
      money(line.net_amount),
    ),
    // Lines that name the job they settle lead to it, with what its units were valued at.
    ...(page.lines.some((line) => line.job) ? lineJobColumns(t, money) : []),
  ];
  return (
    <div className={styles.lines}>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('settlements.linesFilter')}
            hint={t('settlements.linesFilterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="settlement-lines"
            query={exportQueryOf(view, { settlement_id: settlement.id })}
            disabled={page.total === 0}
          />
        }
      />
      <DataTable
        caption={t('settlements.linesCaption', { number: settlement.settlement_number })}
        columns={columns}
        rows={page.lines}
        rowKey={(line) => String(line.position)}
        total={page.total}
        page={view.page}
        pageSize={linesPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
    </div>
  );
}
