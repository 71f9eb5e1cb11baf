import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionNotice } from '../../../shared/components/action-notice';
import { Button } from '../../../shared/components/button';
import type { ConsoleJobsQuery } from '../../../shared/graphql/generated/graphql';
import { formatDate, formatDateTime } from '../../../shared/lib/format-date';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { paths } from '../../../shared/routing/paths';
import { useAdvanceJob } from '../api/console-advance-job';
import { useConsoleJobs } from '../api/console-jobs';
import { JobDetailsDialog } from './job-details-dialog';
import { MoveJobDialog } from './move-job-dialog';
import { consoleExports } from '../api/console-exports';
import styles from './console.module.css';

type NewOrder = ConsoleJobsQuery['console_jobs']['items'][number];
const pageSize = 10;

/**
 * Pickups and deliveries ordered and not yet confirmed, the longest waiting first: staff open
 * one to see where and whom to call, and confirm it (the customer sees it at once).
 */
export function NewOrderList({ canAct }: { canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const orders = useConsoleJobs({
    statuses: ['ORDERED'],
    text: text || null,
    page,
    page_size: pageSize,
    sort: 'created_at',
    direction: 'ASC',
  });
  const advance = useAdvanceJob();
  const feedback = useActionNotice();
  const [showing, setShowing] = useState<NewOrder | null>(null);
  const [confirming, setConfirming] = useState<NewOrder | null>(null);

  const columns: DataTableColumn<NewOrder, 'default'>[] = [
    {
      key: 'job',
      header: t('console.jobs.columns.job'),
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
      cell: (order) => formatDateTime(order.created_at, language),
    },
    {
      key: 'date',
      header: t('console.jobs.columns.date'),
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
  const list = orders.data?.console_jobs;
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
            value={text}
            onChange={(value) => {
              setText(value);
              setPage(1);
            }}
            label={t('consoleInbox.orders.filter')}
            hint={t('console.jobs.filterHint')}
          />
        }
        filtered={text !== ''}
        onClear={() => setText('')}
        exports={
          <ListExportButtons
            name="jobs"
            query={
              new URLSearchParams({
                statuses: 'ORDERED',
                sort: 'created_at',
                direction: 'ASC',
                ...(text ? { text } : {}),
              })
            }
            target={consoleExports}
            disabled={!list?.total}
          />
        }
      />
      {orders.isError ? <p role="alert">{t('consoleInbox.loadFailed')}</p> : null}
      {list ? (
        <DataTable
          caption={t('consoleInbox.orders.caption')}
          columns={columns}
          rows={list.items}
          rowKey={(order) => order.id}
          total={list.total}
          page={page}
          pageSize={pageSize}
          sort="default"
          direction="ASC"
          onSort={() => undefined}
          onPage={setPage}
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
