import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import { ActionNotice } from '../../../shared/components/action-notice';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag } from '../../../shared/components/status-tag';
import type { ConsoleJobSort, JobStatus } from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useAdvanceJob } from '../api/console-advance-job';
import { consoleExports } from '../api/console-exports';
import { useConsoleJobs } from '../api/console-jobs';
import { jobStatusOrder } from '../lib/job-status-order';
import { Button } from '../../../shared/components/button';
import { JobRecordsDialog } from './job-records-dialog';
import { JobStatusMove } from './job-status-move';
import { JobDetailsDialog } from './job-details-dialog';
import { MoveJobDialog } from './move-job-dialog';
import styles from './console.module.css';

const boardPageSize = 25;
const allStatuses = 'ALL';

/** The board's view in the address: ?status=&from=&to=&q=&sort=&dir=&page= */
const boardOptions: ListOptions<ConsoleJobSort, 'status' | 'from' | 'to'> = {
  sorts: ['requested_date', 'job_number', 'customer', 'status', 'created_at'],
  defaultSort: 'requested_date',
  defaultDirection: 'ASC',
  filters: ['status', 'from', 'to'],
};

/** Every customer's pickups and deliveries, with each job's next step for staff who act. */
export function JobBoard({ canAct }: { canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListView(boardOptions);
  const { view } = list;
  // Open jobs (all but completed) unless the reader asks for all or for one status.
  const status = jobStatusOrder.find((value) => value === view.filters.status);
  const statuses =
    status !== undefined
      ? [status]
      : view.filters.status === allStatuses
        ? null
        : jobStatusOrder.filter((value) => value !== 'COMPLETED');
  const advance = useAdvanceJob();
  const [recording, setRecording] = useState<{ id: string; job_number: string } | null>(null);
  const [showing, setShowing] = useState<{ id: string; job_number: string; kind: string } | null>(
    null,
  );
  const feedback = useActionNotice();
  const jobs = useConsoleJobs({
    statuses,
    text: view.text || null,
    from: view.filters.from || null,
    to: view.filters.to || null,
    page: view.page,
    page_size: boardPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const [moving, setMoving] = useState<{
    job: { id: string; job_number: string };
    status: JobStatus;
  } | null>(null);
  const move = (id: string, target: JobStatus, occurredAt: string | null) => {
    feedback.clear();
    return advance
      .mutateAsync({ id, status: target, occurred_at: occurredAt })
      .then(({ console_advance_job: job }) => {
        setMoving(null);
        feedback.succeeded(
          t('console.jobs.moved', {
            job: job.job_number,
            status: t(`jobs.statuses.${job.status}`),
          }),
        );
      });
  };

  if (jobs.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <ErrorState
        message={t('console.jobs.loadFailed')}
        onRetry={() => void jobs.refetch()}
        retrying={jobs.isFetching}
      />
    );
  }
  const page = jobs.data.console_jobs;
  return (
    <>
      <ActionNotice notice={feedback.notice} />
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('console.jobs.filter')}
            hint={t('console.jobs.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="jobs"
            // The statuses the board asks for (open ones unless one or all are chosen), as sent.
            query={exportQueryOf(
              { ...view, filters: { ...view.filters, status: null } },
              { statuses: statuses?.join(',') },
            )}
            target={consoleExports}
            disabled={page.total === 0}
          />
        }
      >
        <SelectField
          label={t('console.jobs.status')}
          value={view.filters.status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || null)}
        >
          <option value="">{t('console.jobs.openStatuses')}</option>
          <option value={allStatuses}>{t('console.jobs.allStatuses')}</option>
          {jobStatusOrder.map((value) => (
            <option key={value} value={value}>
              {t(`jobs.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
        <DateInputField
          label={t('console.jobs.from')}
          value={view.filters.from ?? ''}
          max={view.filters.to ?? undefined}
          onChange={(day) => list.setFilter('from', day || null)}
        />
        <DateInputField
          label={t('console.jobs.to')}
          value={view.filters.to ?? ''}
          min={view.filters.from ?? undefined}
          onChange={(day) => list.setFilter('to', day || null)}
        />
      </ListFilterBar>
      <DataTable
        caption={t('console.jobs.caption')}
        columns={[
          {
            key: 'job',
            header: t('console.jobs.columns.job'),
            sort: 'job_number',
            rowHeader: true,
            noWrap: true,
            cell: (job) => (
              <>
                <button
                  type="button"
                  className={styles.jobLink}
                  aria-haspopup="dialog"
                  onClick={() => setShowing(job)}
                >
                  {job.job_number}
                </button>
                <span className={styles.secondary}>{t(`jobs.kinds.${job.kind}`)}</span>
              </>
            ),
          },
          {
            key: 'customer',
            header: t('console.jobs.columns.customer'),
            sort: 'customer',
            cell: (job) => (
              <>
                {job.customer}
                <span className={styles.secondary}>
                  {job.recipient_name}, {job.city}
                </span>
              </>
            ),
          },
          {
            key: 'date',
            header: t('console.jobs.columns.date'),
            sort: 'requested_date',
            noWrap: true,
            cell: (job) => formatDate(job.requested_date, language),
          },
          {
            key: 'status',
            header: t('console.jobs.columns.status'),
            sort: 'status',
            cell: (job) => (
              <>
                <StatusTag tone="default">{t(`jobs.statuses.${job.status}`)}</StatusTag>
                {job.unresolved_missing_assets > 0 ? (
                  <span className={styles.secondary}>
                    {t('console.jobs.missing', { count: job.unresolved_missing_assets })}
                  </span>
                ) : null}
              </>
            ),
          },
          ...(canAct
            ? [
                {
                  key: 'move',
                  header: t('console.jobs.columns.move'),
                  rowActions: true,
                  cell: (job: (typeof page.items)[number]) => (
                    <>
                      <JobStatusMove
                        jobNumber={job.job_number}
                        status={job.status}
                        disabled={advance.isPending}
                        onMove={(target) => setMoving({ job, status: target })}
                      />
                      {job.kind === 'COLLECTION' ? (
                        <Button
                          variant="secondary"
                          className={styles.recordsButton}
                          onClick={() => setRecording(job)}
                          aria-label={t('console.jobs.records.openFor', { job: job.job_number })}
                        >
                          {t('console.jobs.records.open')}
                        </Button>
                      ) : null}
                    </>
                  ),
                },
              ]
            : []),
        ]}
        rows={page.items}
        rowKey={(job) => job.id}
        total={page.total}
        page={view.page}
        pageSize={boardPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={t('console.jobs.empty')}
      />
      {recording ? <JobRecordsDialog job={recording} onClose={() => setRecording(null)} /> : null}
      {showing ? <JobDetailsDialog job={showing} onClose={() => setShowing(null)} /> : null}
      {moving ? (
        <MoveJobDialog
          job={moving.job}
          status={moving.status}
          pending={advance.isPending}
          onMove={(occurredAt) => move(moving.job.id, moving.status, occurredAt)}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </>
  );
}
