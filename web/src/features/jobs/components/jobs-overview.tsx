import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateInputField } from '../../../shared/components/date-field';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag } from '../../../shared/components/status-tag';
import type { JobSort, JobSummaryFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { formatDate, formatDateTimeForColumn } from '../../../shared/lib/format-date';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { exportQueryOf } from '../../../shared/lists/list-state';
import {
  ListCompanySelect,
  ListExportButtons,
  ListTextFilter,
} from '../../../shared/lists/list-toolbar';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { useListView } from '../../../shared/lists/use-list-view';
import { paths } from '../../../shared/routing/paths';
import { useJobs } from '../api/get-jobs';
import {
  jobFilterOf,
  jobListOptions,
  jobsPageSize,
  jobStatuses,
  statusTone,
} from '../lib/job-filters';
import styles from './jobs.module.css';
import { MissingAssetsFlag } from './reconciliation/missing-assets-flag';

/**
 * /services-overview: the jobs of the supplier (a master account: its whole group or one
 * company), sorted, filtered and paged on the server, exported as the filters show them.
 */
export function JobsOverview() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = useListView(jobListOptions);
  const { view } = list;
  const filter = jobFilterOf(view.filters, view.text);
  const jobs = useJobs({
    filter,
    page: view.page,
    page_size: jobsPageSize,
    sort: view.sort,
    direction: view.direction,
  });

  const kindLabel = (kind: string) => t(`jobs.kinds.${kind}`);
  const page = jobs.data?.get_jobs;
  const companies = page?.companies ?? [];
  const filtered = Boolean(view.text) || Object.values(view.filters).some(Boolean);

  const columns: DataTableColumn<JobSummaryFieldsFragment, JobSort>[] = [
    {
      key: 'number',
      header: t('jobs.overview.jobNumber'),
      sort: 'job_number',
      rowHeader: true,
      noWrap: true,
      opensRow: true,
      cell: (job) => <Link to={paths.service(job.id)}>{job.job_number}</Link>,
    },
    ...(companies.length > 1
      ? [
          {
            key: 'company',
            header: t('lists.columns.company'),
            sort: 'company' as const,
            cell: (job: JobSummaryFieldsFragment) => job.supplier_company,
          },
        ]
      : []),
    {
      key: 'kind',
      header: t('jobs.overview.kind'),
      sort: 'kind',
      cell: (job) => kindLabel(job.kind),
    },
    {
      key: 'status',
      header: t('jobs.overview.status'),
      sort: 'status',
      cell: (job) => (
        <>
          <StatusTag tone={statusTone(job.status)}>{t(`jobs.statuses.${job.status}`)}</StatusTag>
          <MissingAssetsFlag count={job.unresolved_missing_assets} short />
        </>
      ),
    },
    {
      key: 'date',
      header: t('jobs.overview.date'),
      sort: 'date',
      noWrap: true,
      cell: (job) => formatDate(job.date, language),
    },
    {
      key: 'address',
      header: t('jobs.overview.address'),
      className: styles.address,
      cell: (job) => (
        <>
          {job.company_name}
          <br />
          {job.address},{' '}
          <span className={styles.place}>
            {job.zip_code} {job.city}
          </span>
        </>
      ),
    },
    {
      key: 'reference',
      header: t('jobs.overview.caseReference'),
      sort: 'case_reference',
      cell: (job) => job.case_reference ?? '',
    },
    {
      key: 'ordered',
      header: t('jobs.overview.ordered'),
      sort: 'created_at',
      cell: (job) => (
        <>
          {formatDateTimeForColumn(job.created_at, language)}
          {job.ordered_by ? (
            <>
              <br />
              {job.ordered_by}
            </>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="job-filters-heading">
        <h2 id="job-filters-heading" className={styles.heading}>
          {t('jobs.overview.filters')}
        </h2>
        <ListFilterBar
          search={
            <ListTextFilter
              label={t('jobs.overview.text')}
              hint={t('jobs.overview.textHint')}
              value={view.text}
              onChange={list.setText}
            />
          }
          filtered={filtered}
          onClear={list.clear}
          exports={
            <ListExportButtons
              name="jobs"
              query={exportQueryOf(view, {
                ...filter,
                company: null,
                text: null,
              })}
              disabled={!page?.total}
            />
          }
        >
          <ListCompanySelect
            companies={companies}
            value={view.filters.company}
            onChange={(company) => list.setFilter('company', company)}
          />
          <SelectField
            label={t('jobs.overview.kind')}
            value={filter.kind ?? ''}
            onChange={(event) => list.setFilter('kind', event.target.value || null)}
          >
            <option value="">{t('jobs.overview.all')}</option>
            <option value="COLLECTION">{kindLabel('COLLECTION')}</option>
            <option value="DELIVERY">{kindLabel('DELIVERY')}</option>
          </SelectField>
          <SelectField
            label={t('jobs.overview.status')}
            value={filter.status ?? ''}
            onChange={(event) => list.setFilter('status', event.target.value || null)}
          >
            <option value="">{t('jobs.overview.all')}</option>
            {jobStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`jobs.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <DateInputField
            label={t('jobs.overview.from')}
            value={filter.from ?? ''}
            max={filter.to ?? undefined}
            onChange={(day) => list.setFilter('from', day || null)}
          />
          <DateInputField
            label={t('jobs.overview.to')}
            value={filter.to ?? ''}
            min={filter.from ?? undefined}
            onChange={(day) => list.setFilter('to', day || null)}
          />
        </ListFilterBar>
      </section>

      <section className={styles.section} aria-labelledby="job-list-heading">
        <div className={styles.toolbar}>
          <h2 id="job-list-heading" className={styles.heading}>
            {page
              ? t('jobs.overview.total', { count: page.total })
              : t('pages.services.titles.overview')}
          </h2>
          {jobs.isFetching ? (
            <span className={styles.loading} role="status">
              <Spinner size={24} />
              {t('jobs.overview.loading')}
            </span>
          ) : null}
        </div>
        {jobs.isError ? (
          <ErrorState
            message={t('jobs.overview.fetchFailed')}
            onRetry={() => void jobs.refetch()}
            retrying={jobs.isFetching}
          />
        ) : null}
        {page && page.total === 0 && !filtered ? (
          <p>
            {t('jobs.overview.noJobs')}{' '}
            <Link to={paths.services}>{t('jobs.overview.orderFirst')}</Link>
          </p>
        ) : null}
        {page && (page.total > 0 || filtered) ? (
          <DataTable
            caption={t('jobs.overview.caption')}
            columns={columns}
            rows={page.jobs}
            rowKey={(job) => job.id}
            total={page.total}
            page={view.page}
            pageSize={jobsPageSize}
            sort={view.sort}
            direction={view.direction}
            onSort={list.sortBy}
            onPage={list.setPage}
            empty={t('jobs.overview.empty')}
          />
        ) : null}
      </section>
    </div>
  );
}
