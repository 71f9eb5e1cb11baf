import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '../../../shared/components/status-tag';
import type { ConsoleOpenHoldsQuery } from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { paths } from '../../../shared/routing/paths';
import { useConsoleOpenHolds } from '../api/console-open-holds';
import { consoleExports } from '../api/console-exports';
import styles from './console.module.css';

type OpenHold = ConsoleOpenHoldsQuery['console_open_holds']['items'][number];
const pageSize = 10;

/**
 * Units held until their customer answers, across every customer: the longest overdue first,
 * so the account manager knows whom to call today. The customer answers in its own portal.
 */
export function OpenHoldList() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const holds = useConsoleOpenHolds({ text: text || null, page, page_size: pageSize });
  const columns: DataTableColumn<OpenHold, 'default'>[] = [
    {
      key: 'unit',
      header: t('consoleInbox.holds.unit'),
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
      cell: (hold) =>
        hold.value_at_stake === null || hold.value_at_stake === undefined
          ? '–'
          : formatMoney(hold.value_at_stake, hold.currency, language),
    },
  ];
  const list = holds.data?.console_open_holds;
  return (
    <section className={styles.section} aria-labelledby="open-holds">
      <h2 id="open-holds" className={styles.sectionHeading} tabIndex={-1}>
        {t('consoleInbox.holds.heading')}
      </h2>
      <p className={styles.pageIntro}>{t('consoleInbox.holds.intro')}</p>
      <ListFilterBar
        search={
          <ListTextFilter
            value={text}
            onChange={(value) => {
              setText(value);
              setPage(1);
            }}
            label={t('consoleInbox.holds.filter')}
            hint={t('consoleInbox.holds.filterHint')}
          />
        }
        filtered={text !== ''}
        onClear={() => setText('')}
        exports={
          <ListExportButtons
            name="open-holds"
            query={new URLSearchParams(text ? { text } : {})}
            target={consoleExports}
            disabled={!list?.total}
          />
        }
      />
      {holds.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {list ? (
        <DataTable
          caption={t('consoleInbox.holds.caption')}
          columns={columns}
          rows={list.items}
          rowKey={(hold) => hold.id}
          total={list.total}
          page={page}
          pageSize={pageSize}
          sort="default"
          direction="ASC"
          onSort={() => undefined}
          onPage={setPage}
          empty={t('consoleInbox.holds.empty')}
        />
      ) : null}
    </section>
  );
}
