import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/components/button';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import type {
  ReportFieldsFragment,
  ReportSort,
  ReportStatus as ReportStatusValue,
} from '../../../shared/graphql/generated/graphql';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { exportQueryOf, type ListOptions } from '../../../shared/lists/list-state';
import {
  ListCompanySelect,
  ListExportButtons,
  ListTextFilter,
} from '../../../shared/lists/list-toolbar';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { useReportPage } from '../api/get-report-page';
import { useRetryReport } from '../api/retry-report';
import { useReportFormat } from '../hooks/use-report-format';
import { ReportDownloads, ReportStatus } from './report-status';
import styles from './reports.module.css';

const reportsPageSize = 20;
const reportStatuses: readonly ReportStatusValue[] = ['QUEUED', 'GENERATING', 'READY', 'FAILED'];

/** The list's view in the address: ?q=&status=&company=&sort=&dir=&page= */
const reportListOptions: ListOptions<ReportSort, 'status' | 'company'> = {
  sorts: ['created', 'report', 'period', 'department', 'available_until', 'status'],
  defaultSort: 'created',
  defaultDirection: 'DESC',
  filters: ['status', 'company'],
};

/**
 * /reports-overview: the ordered reports, newest first unless sorted otherwise, searched,
 * filtered by status, paged and exported on the server, with live status (the page asks again
 * while a report on it is in the making, keeping its page, order and filter), downloads and
 * retry.
 */
export function ReportsOverviewPage() {
  const { t } = useTranslation();
  const list = useListView(reportListOptions);
  const { view } = list;
  const status = reportStatuses.find((value) => value === view.filters.status) ?? null;
  const reports = useReportPage({
    filter: { text: view.text || null, status, supplier_id: view.filters.company },
    page: view.page,
    page_size: reportsPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const retry = useRetryReport();
  const format = useReportFormat();

  const filtersOf = (report: ReportFieldsFragment): string[] =>
    [
      report.free_text ? t('reports.overview.freeText', { text: report.free_text }) : null,
      report.serial_or_product
        ? t('reports.overview.serialOrProduct', { text: report.serial_or_product })
        : null,
    ].filter((filter): filter is string => filter !== null);

  const columns: DataTableColumn<ReportFieldsFragment, ReportSort>[] = [
    {
      key: 'name',
      header: t('reports.columns.name'),
      sort: 'report',
      rowHeader: true,
      cell: (report) => (
        <>
          {t(`reports.kinds.${report.kind}`)}
          {report.regular && report.interval ? (
            <span className={styles.detail}>{t(`reports.intervals.${report.interval}`)}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'created',
      header: t('reports.columns.created'),
      sort: 'created',
      cell: (report) => (
        <>
          {format.dateTimeInColumn(report.created)}
          <span className={styles.detail}>
            {t('reports.overview.orderedBy', { name: report.ordered_by })}
          </span>
        </>
      ),
    },
    {
      key: 'dates',
      header: t('reports.columns.dates'),
      sort: 'period',
      cell: (report) => (
        <>
          {/* Either date stays whole; the range breaks after the dash. */}
          <span className={styles.nowrap}>{format.date(report.from)} –</span>{' '}
          <span className={styles.nowrap}>{format.date(report.to)}</span>
          <span className={styles.detail}>
            {t('reports.overview.includedBy', {
              column: t(`reports.dateColumns.${report.date_column}`),
            })}
          </span>
        </>
      ),
    },
    {
      key: 'department',
      header: t('reports.columns.department'),
      sort: 'department',
      cell: (report) => (
        <>
          {report.department ?? t('reports.overview.wholeGroup')}
          {filtersOf(report).map((filter) => (
            <span key={filter} className={styles.detail}>
              {filter}
            </span>
          ))}
        </>
      ),
    },
    {
      key: 'recipients',
      header: t('reports.columns.recipient'),
      cell: (report) => (
        <ul className={styles.recipients}>
          {report.recipients.map((recipient) => (
            <li key={recipient}>
              {/* An address breaks after its @ if it must, never inside a part (not at a
                  hyphen of 'first-last'). */}
              {recipient.split('@').map((part, index, parts) => (
                <Fragment key={index}>
                  {index > 0 ? <wbr /> : null}
                  <span className={styles.nowrap}>
                    {index < parts.length - 1 ? `${part}@` : part}
                  </span>
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'availableUntil',
      header: t('reports.columns.availableUntil'),
      sort: 'available_until',
      className: styles.nowrap,
      cell: (report) => (report.available_until ? format.date(report.available_until) : '–'),
    },
    {
      key: 'status',
      header: t('reports.columns.status'),
      sort: 'status',
      cell: (report) => <ReportStatus report={report} />,
    },
    {
      key: 'download',
      header: t('reports.columns.download'),
      cell: (report) => (
        <>
          <ReportDownloads report={report} />
          {report.status === 'FAILED' ? (
            <Button
              variant="secondary"
              onClick={() => retry.mutate(report.id)}
              disabled={retry.isPending}
              aria-label={t('reports.retryFor', { name: report.name })}
            >
              {t('reports.retry')}
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  const filtered = view.text !== '' || status !== null || view.filters.company !== null;
  const page = reports.data?.get_report_page;
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="reports-overview-heading">
        <h2 id="reports-overview-heading" className={styles.heading}>
          {t('reports.overview.heading')}
        </h2>
        {reports.isPending ? (
          <div role="status" className={styles.loading}>
            <Spinner size={40} />
            <span>{t('common.loading')}</span>
          </div>
        ) : reports.isError ? (
          <ErrorState
            message={t('errors.fetchReports')}
            onRetry={() => void reports.refetch()}
            retrying={reports.isFetching}
          />
        ) : page && page.total === 0 && !filtered ? (
          <p>
            {t('reports.overview.empty')}{' '}
            <Link to={paths.reports}>{t('reports.overview.orderOne')}</Link>
          </p>
        ) : page ? (
          <>
            <ListFilterBar
              search={
                <ListTextFilter
                  value={view.text}
                  onChange={list.setText}
                  hint={t('reports.overview.filterHint')}
                />
              }
              filtered={filtered}
              onClear={list.clear}
              exports={
                <ListExportButtons
                  name="reports"
                  query={exportQueryOf(
                    { ...view, filters: { status } },
                    { supplier_id: view.filters.company },
                  )}
                  disabled={page.total === 0}
                />
              }
            >
              <SelectField
                label={t('reports.columns.status')}
                value={status ?? ''}
                onChange={(event) => list.setFilter('status', event.target.value || null)}
              >
                <option value="">{t('reports.overview.allStatuses')}</option>
                {reportStatuses.map((value) => (
                  <option key={value} value={value}>
                    {t(`reports.status.${value}`)}
                  </option>
                ))}
              </SelectField>
              <ListCompanySelect
                companies={page.companies}
                value={view.filters.company}
                onChange={(company) => list.setFilter('company', company)}
              />
            </ListFilterBar>
            <DataTable
              caption={t('reports.overview.caption')}
              columns={columns}
              rows={page.reports}
              rowKey={(report) => report.id}
              total={page.total}
              page={view.page}
              pageSize={reportsPageSize}
              sort={view.sort}
              direction={view.direction}
              onSort={list.sortBy}
              onPage={list.setPage}
            />
          </>
        ) : null}
        {retry.isError ? (
          <p role="alert" className={styles.alert}>
            {t('reports.retryFailed')}
          </p>
        ) : null}
      </section>
    </div>
  );
}
