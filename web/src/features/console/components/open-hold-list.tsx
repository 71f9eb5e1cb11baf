import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '../../../shared/components/status-tag';
import type {
  ConsoleOpenHoldSort,
  ConsoleOpenHoldsQuery,
} from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { useConsoleOpenHolds } from '../api/console-open-holds';
import { consoleExports } from '../api/console-exports';
import styles from './console.module.css';

type OpenHold = ConsoleOpenHoldsQuery['console_open_holds']['items'][number];
const pageSize = 10;

/** The list's view in the address, apart from the inbox's other lists: ?holds-q=&holds-sort=... */
const openHoldListOptions: ListOptions<ConsoleOpenHoldSort> = {
  sorts: ['respond_by', 'customer', 'serial_number', 'value_at_stake'],
  defaultSort: 'respond_by',
  defaultDirection: 'ASC',
  prefix: 'holds-',
};

/**
 * Units held until their customer answers, across every customer: by default the longest overdue
 * first, so the account manager knows whom to call today. The customer answers in its own portal.
 */
export function OpenHoldList() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListView(openHoldListOptions);
  const { view } = list;
  const holds = useConsoleOpenHolds({
    text: view.text || null,
    page: view.page,
    page_size: pageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const columns: DataTableColumn<OpenHold, ConsoleOpenHoldSort>[] = [
    {
      key: 'unit',
      header: t('consoleInbox.holds.unit'),
      sort: 'serial_number',
      rowHeader: true,
      cell: (hold) => (
        <>
          {hold.serial_number}
          <span className={styles.secondary}>
            {[hold.manufacturer, hold.model].filter(Boolean).join(' ')}
            {hold.job_number ? ` · ${hold.job_number}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'customer',
      header: t('console.jobs.columns.customer'),
      sort: 'customer',
      cell: (hold) => <Link to={paths.consoleCustomer(hold.customer_id)}>{hold.customer}</Link>,
    },
    {
      key: 'reason',
      header: t('consoleInbox.holds.reason'),
      cell: (hold) => (
        <>
          {t(`unitHolds.reasons.${hold.reason}`)}
          {hold.note ? <span className={styles.secondary}>{hold.note}</span> : null}
        </>
      ),
    },
    {
      key: 'respondBy',
      header: t('consoleInbox.holds.respondBy'),
      sort: 'respond_by',
      cell: (hold) => (
        <>
          {formatDateTime(hold.respond_by, language)}
          {hold.overdue ? (
            <span className={styles.secondary}>
              <StatusTag tone="warning">{t('consoleInbox.holds.overdue')}</StatusTag>
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'value',
      header: t('consoleInbox.holds.value'),
      sort: 'value_at_stake',
      cell: (hold) =>
        hold.value_at_stake === null || hold.value_at_stake === undefined
          ? '–'
          : formatMoney(hold.value_at_stake, hold.currency, language),
    },
  ];
  const found = holds.data?.console_open_holds;
  return (
    <section className={styles.section} aria-labelledby="open-holds">
      <h2 id="open-holds" className={styles.sectionHeading} tabIndex={-1}>
        {t('consoleInbox.holds.heading')}
      </h2>
      <p className={styles.pageIntro}>{t('consoleInbox.holds.intro')}</p>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('consoleInbox.holds.filter')}
            hint={t('consoleInbox.holds.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="open-holds"
            query={exportQueryOf(view)}
            target={consoleExports}
            disabled={!found?.total}
          />
        }
      />
      {holds.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {found ? (
        <DataTable
          caption={t('consoleInbox.holds.caption')}
          columns={columns}
          rows={found.items}
          rowKey={(hold) => hold.id}
          total={found.total}
          page={view.page}
          pageSize={pageSize}
          sort={view.sort}
          direction={view.direction}
          onSort={list.sortBy}
          onPage={list.setPage}
          empty={t('consoleInbox.holds.empty')}
        />
      ) : null}
    </section>
  );
}
