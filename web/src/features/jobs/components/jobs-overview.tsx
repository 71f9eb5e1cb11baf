import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../shared/components/button';
import { SelectField, TextField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag } from '../../../shared/components/status-tag';
import type {
  JobFilter,
  JobSummaryFieldsFragment,
} from '../../../shared/graphql/generated/graphql';
import { paths } from '../../../shared/routing/paths';
import { getJobs, useJobs } from '../api/get-jobs';
import { formatDate, formatDateTime } from '../../../shared/lib/format-date';
import { todayInOslo } from '../lib/dates';
import {
  jobsPageSize,
  jobStatuses,
  readOverviewState,
  statusTone,
  writeOverviewState,
  type OverviewState,
} from '../lib/job-filters';
import { saveTextFile, toCsv } from '../lib/jobs-csv';
import styles from './jobs.module.css';
import { ErrorState } from '../../../shared/components/error-state';
import { MissingAssetsFlag } from './reconciliation/missing-assets-flag';

const exportPageSize = 100;

/** /services-overview: the supplier's jobs, newest first, with filters, paging and CSV export. */
export function JobsOverview() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [search, setSearch] = useSearchParams();
  const state = readOverviewState(search);
  const [text, setText] = useState(state.filter.text ?? '');
  const [exportProgress, setExportProgress] = useState<{ done: number; total: number } | null>(
    null,
  );
  const [exportFailed, setExportFailed] = useState(false);
  const jobs = useJobs({ filter: state.filter, page: state.page, page_size: jobsPageSize });

  const navigate = (next: OverviewState) => setSearch(writeOverviewState(next), { replace: true });
  const setFilter = (changes: Partial<JobFilter>) =>
    navigate({ filter: { ...state.filter, ...changes }, page: 1 });

  // Typing searches after a short pause, not on every key.
  const committedText = state.filter.text ?? '';
  useEffect(() => {
    if (text.trim() === committedText) return;
    const timer = setTimeout(() => setFilter({ text: text.trim() || null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, committedText]);

  const kindLabel = (kind: string) => t(`jobs.kinds.${kind}`);
  const contactOf = (job: JobSummaryFieldsFragment) =>
    `${job.contact_first_name} ${job.contact_last_name}`.trim();

  const exportCsv = async () => {
    setExportFailed(false);
    setExportProgress({ done: 0, total: jobs.data?.get_jobs.total ?? 0 });
    try {
      const rows: JobSummaryFieldsFragment[] = [];
      for (let page = 1; ; page += 1) {
        const result = await getJobs({
          filter: state.filter,
          page,
          page_size: exportPageSize,
        });
        rows.push(...result.get_jobs.jobs);
        setExportProgress({ done: rows.length, total: result.get_jobs.total });
        if (rows.length >= result.get_jobs.total || result.get_jobs.jobs.length === 0) break;
      }
      const csv = toCsv(
        [
          t('jobs.overview.jobNumber'),
          t('jobs.overview.kind'),
          t('jobs.overview.status'),
          t('jobs.overview.date'),
          t('jobs.fields.companyName'),
          t('jobs.overview.address'),
          t('jobs.fields.zipCode'),
          t('jobs.fields.city'),
          t('jobs.fields.contactPerson'),
          t('jobs.overview.caseReference'),
          t('jobs.overview.orderedBy'),
          t('jobs.overview.ordered'),
        ],
        rows.map((job) => [
          job.job_number,
          kindLabel(job.kind),
          t(`jobs.statuses.${job.status}`),
          job.date,
          job.company_name,
          job.address,
          job.zip_code,
          job.city,
          contactOf(job),
          job.case_reference,
          job.ordered_by,
          job.created_at,
        ]),
      );
      saveTextFile(csv, `jobs-${todayInOslo()}.csv`);
    } catch {
      setExportFailed(true);
    } finally {
      setExportProgress(null);
    }
  };

  const page = jobs.data?.get_jobs;
  const pages = page ? Math.max(1, Math.ceil(page.total / jobsPageSize)) : 1;
  const filtered = Object.values(state.filter).some(Boolean);

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="job-filters-heading">
        <h2 id="job-filters-heading" className={styles.heading}>
          {t('jobs.overview.filters')}
        </h2>
        <div className={styles.filters}>
          <SelectField
            label={t('jobs.overview.kind')}
            value={state.filter.kind ?? ''}
            onChange={(event) =>
              setFilter({
                kind:
                  event.target.value === 'COLLECTION' || event.target.value === 'DELIVERY'
                    ? event.target.value
                    : null,
              })
            }
          >
            <option value="">{t('jobs.overview.all')}</option>
            <option value="COLLECTION">{kindLabel('COLLECTION')}</option>
            <option value="DELIVERY">{kindLabel('DELIVERY')}</option>
          </SelectField>
          <SelectField
            label={t('jobs.overview.status')}
            value={state.filter.status ?? ''}
            onChange={(event) =>
              setFilter({
                status: jobStatuses.find((status) => status === event.target.value) ?? null,
              })
            }
          >
            <option value="">{t('jobs.overview.all')}</option>
            {jobStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`jobs.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('jobs.overview.from')}
            type="date"
            value={state.filter.from ?? ''}
            max={state.filter.to ?? undefined}
            onChange={(event) => setFilter({ from: event.target.value || null })}
          />
          <TextField
            label={t('jobs.overview.to')}
            type="date"
            value={state.filter.to ?? ''}
            min={state.filter.from ?? undefined}
            onChange={(event) => setFilter({ to: event.target.value || null })}
          />
        </div>
        <TextField
          label={t('jobs.overview.text')}
          type="search"
          value={text}
          hint={t('jobs.overview.textHint')}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.filterActions}>
          {filtered ? (
            <Button
              variant="secondary"
              onClick={() => {
                setText('');
                navigate({ filter: {}, page: 1 });
              }}
            >
              {t('jobs.overview.clear')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={exportProgress !== null || !page?.total}
            onClick={() => void exportCsv()}
          >
            {t('jobs.overview.export')}
          </Button>
          <span role="status">
            {exportProgress
              ? t('jobs.overview.exporting', {
                  done: exportProgress.done,
                  total: exportProgress.total,
                })
              : ''}
          </span>
          {exportFailed ? <p role="alert">{t('jobs.overview.exportFailed')}</p> : null}
        </div>
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
        {page && page.total === 0 ? (
          filtered ? (
            <p>{t('jobs.overview.empty')}</p>
          ) : (
            <p>
              {t('jobs.overview.noJobs')}{' '}
              <Link to={paths.services}>{t('jobs.overview.orderFirst')}</Link>
            </p>
          )
        ) : null}
        {page && page.total > 0 ? (
          <>
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t('jobs.overview.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('jobs.overview.jobNumber')}</th>
                    <th scope="col">{t('jobs.overview.kind')}</th>
                    <th scope="col">{t('jobs.overview.status')}</th>
                    <th scope="col">{t('jobs.overview.date')}</th>
                    <th scope="col">{t('jobs.overview.address')}</th>
                    <th scope="col">{t('jobs.overview.caseReference')}</th>
                    <th scope="col">{t('jobs.overview.ordered')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.jobs.map((job) => (
                    <tr key={job.id}>
                      <th scope="row">
                        <Link to={paths.service(job.id)}>{job.job_number}</Link>
                      </th>
                      <td>{kindLabel(job.kind)}</td>
                      <td>
                        <StatusTag tone={statusTone(job.status)}>
                          {t(`jobs.statuses.${job.status}`)}
                        </StatusTag>
                        <MissingAssetsFlag count={job.unresolved_missing_assets} short />
                      </td>
                      <td>{formatDate(job.date, language)}</td>
                      <td>
                        {job.company_name}
                        <br />
                        {job.address}, {job.zip_code} {job.city}
                      </td>
                      <td>{job.case_reference ?? ''}</td>
                      <td>
                        {formatDateTime(job.created_at, language)}
                        {job.ordered_by ? (
                          <>
                            <br />
                            {job.ordered_by}
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 ? (
              <nav className={styles.pagination} aria-label={t('jobs.overview.pagination')}>
                <Button
                  variant="secondary"
                  disabled={state.page <= 1}
                  onClick={() => navigate({ ...state, page: state.page - 1 })}
                >
                  {t('jobs.overview.previous')}
                </Button>
                <span>{t('jobs.overview.page', { page: state.page, pages })}</span>
                <Button
                  variant="secondary"
                  disabled={state.page >= pages}
                  onClick={() => navigate({ ...state, page: state.page + 1 })}
                >
                  {t('jobs.overview.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
