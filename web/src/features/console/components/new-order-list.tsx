import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionNotice } from '../../../shared/components/action-notice';
import { Button } from '../../../shared/components/button';
import type { ConsoleJobSort, ConsoleJobsQuery } from '../../../shared/graphql/generated/graphql';
import { formatDate, formatDateTime } from '../../../shared/lib/format-date';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { useAdvanceJob } from '../api/console-advance-job';
import { useConsoleJobs } from '../api/console-jobs';
import { JobDetailsDialog } from './job-details-dialog';
import { MoveJobDialog } from './move-job-dialog';
import { consoleExports } from '../api/console-exports';
import styles from './console.module.css';

type NewOrder = ConsoleJobsQuery['console_jobs']['items'][number];
const pageSize = 10;

/** The list's view in the address, apart from the inbox's other lists: ?orders-q=&orders-sort=... */
const newOrderListOptions: ListOptions<ConsoleJobSort> = {
  sorts: ['created_at', 'job_number', 'customer', 'requested_date'],
  defaultSort: 'created_at',
  defaultDirection: 'ASC',
  prefix: 'orders-',
};

/**
 * Pickups and deliveries ordered and not yet confirmed, by default the longest waiting first: staff open
 * one to see where and whom to call, and confirm it (the customer sees it at once).
 */
export function NewOrderList({ canAct }: { canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListView(newOrderListOptions);
  const { view } = list;
  const orders = useConsoleJobs({
    statuses: ['ORDERED'],
    text: view.text || null,
    page: view.page,
    page_size: pageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const advance = useAdvanceJob();
  const feedback = useActionNotice();
  const [showing, setShowing] = useState<NewOrder | null>(null);
  const [confirming, setConfirming] = useState<NewOrder | null>(null);

  const columns: DataTableColumn<NewOrder, ConsoleJobSort>[] = [
    {
      key: 'job',
      header: t('console.jobs.columns.job'),
      sort: 'job_number',
      rowHeader: true,
      noWrap: true,
      cell: (order) => (
        <>
          <button
            type="button"
            className={styles.jobLink}
            aria-haspopup="dialog"
            onClick={() => setShowing(order)}
          >
            {order.job_number}
          </button>
          <span className={styles.secondary}>{t(`jobs.kinds.${order.kind}`)}</span>
        </>
      ),
    },
    {
      key: 'customer',
      header: t('console.jobs.columns.customer'),
      sort: 'customer',
      cell: (order) => (
        <>
          {order.customer}
          <span className={styles.secondary}>{order.city}</span>
        </>
      ),
    },
    {
      key: 'ordered',
      header: t('consoleInbox.orders.ordered'),
      sort: 'created_at',
      cell: (order) => formatDateTime(order.created_at, language),
    },
    {
      key: 'date',
      header: t('console.jobs.columns.date'),
      sort: 'requested_date',
      noWrap: true,
      cell: (order) => formatDate(order.requested_date, language),
    },
    ...(canAct
      ? [
          {
            key: 'confirm',
            header: t('consoleInbox.orders.actions'),
            rowActions: true,
            cell: (order: NewOrder) => (
              <Button
                variant="secondary"
                onClick={() => setConfirming(order)}
                aria-label={t('consoleInbox.orders.confirmFor', { job: order.job_number })}
              >
                {t('consoleInbox.orders.confirm')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const found = orders.data?.console_jobs;
  return (
    <section className={styles.section} aria-labelledby="new-orders">
      <h2 id="new-orders" className={styles.sectionHeading} tabIndex={-1}>
        {t('consoleInbox.orders.heading')}
      </h2>
      <p className={styles.pageIntro}>
        {t('consoleInbox.orders.intro')}{' '}
        <Link to={`${paths.consoleJobs}?status=ORDERED`}>{t('consoleInbox.orders.board')}</Link>
      </p>
      <ActionNotice notice={feedback.notice} />
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('consoleInbox.orders.filter')}
            hint={t('console.jobs.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="jobs"
            query={exportQueryOf(view, { statuses: 'ORDERED' })}
            target={consoleExports}
            disabled={!found?.total}
          />
        }
      />
      {orders.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {found ? (
        <DataTable
          caption={t('consoleInbox.orders.caption')}
          columns={columns}
          rows={found.items}
          rowKey={(order) => order.id}
          total={found.total}
          page={view.page}
          pageSize={pageSize}
          sort={view.sort}
          direction={view.direction}
          onSort={list.sortBy}
          onPage={list.setPage}
          empty={t('consoleInbox.orders.empty')}
        />
      ) : null}
      {showing ? <JobDetailsDialog job={showing} onClose={() => setShowing(null)} /> : null}
      {confirming ? (
        <MoveJobDialog
          job={confirming}
          status="CONFIRMED"
          pending={advance.isPending}
          onMove={(occurredAt) => {
            feedback.clear();
            return advance
              .mutateAsync({ id: confirming.id, status: 'CONFIRMED', occurred_at: occurredAt })
              .then(({ console_advance_job: job }) => {
                setConfirming(null);
                feedback.succeeded(t('consoleInbox.orders.confirmed', { job: job.job_number }));
              });
          }}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
