import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../shared/components/button';
import { SelectField, TextField } from '../../../../shared/components/form-field';
import { Spinner } from '../../../../shared/components/spinner';
import { StatusTag } from '../../../../shared/components/status-tag';
import type { ReconciliationSortField } from '../../../../shared/graphql/generated/graphql';
import { downloadFile } from '../../../../shared/lib/download-file';
import { formatDate } from '../../../../shared/lib/format-date';
import { jobReconciliationQueryKey, useJobReconciliation } from '../../api/get-job-reconciliation';
import { jobQueryKey } from '../../api/get-job';
import { jobsQueryKey } from '../../api/get-jobs';
import {
  reconciliationExportPath,
  reconciliationStatuses,
  statusToneOf,
  type ReconciliationView,
} from '../../lib/reconciliation-view';
import styles from '../jobs.module.css';
import { MissingAssetsFlag } from './missing-assets-flag';
import own from './reconciliation.module.css';

const pageSize = 50;

// The upload (with the shared validation rules) loads only where a list may still change.
const ExpectedAssetListField = lazy(() =>
  import('./expected-asset-list-field').then((module) => ({
    default: module.ExpectedAssetListField,
  })),
);

const sortableColumns: { field: ReconciliationSortField; label: string }[] = [
  { field: 'SERIAL_NUMBER', label: 'reconciliation.columns.serial_number' },
  { field: 'STATUS', label: 'reconciliation.columns.status' },
  { field: 'ASSET_TAG', label: 'reconciliation.columns.asset_tag' },
  { field: 'EXPECTED_MODEL', label: 'reconciliation.columns.expected_model' },
  { field: 'RECEIVED_MODEL', label: 'reconciliation.columns.received_model' },
  { field: 'RECEIVED_AT', label: 'reconciliation.columns.received_at' },
];

/** The job page's reconciliation: counts, the flag, a filtered and sorted list, export, upload. */
export function ReconciliationPanel({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const [view, setView] = useState<ReconciliationView>({
    status: null,
    text: '',
    sort: { field: 'SERIAL_NUMBER', direction: 'ASC' },
    page: 1,
  });
  const [text, setText] = useState('');
  const [exportFailed, setExportFailed] = useState(false);
  const reconciliation = useJobReconciliation({
    job_id: jobId,
    filter: { status: view.status, text: view.text || null },
    sort: view.sort,
    page: view.page,
    page_size: pageSize,
  });

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    if (text.trim() === view.text) return;
    const timer = setTimeout(
      () => setView((current) => ({ ...current, text: text.trim(), page: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, view.text]);

  const onAttached = () => {
    void queryClient.invalidateQueries({ queryKey: jobReconciliationQueryKey });
    void queryClient.invalidateQueries({ queryKey: jobQueryKey });
    void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
  };

  const exportAs = (format: 'csv' | 'xlsx') => {
    setExportFailed(false);
    downloadFile(
      reconciliationExportPath(jobId, format, view, language),
      `reconciliation.${format}`,
    ).catch(() => setExportFailed(true));
  };

  const sortBy = (field: ReconciliationSortField) =>
    setView((current) => ({
      ...current,
      page: 1,
      sort: {
        field,
        direction:
          current.sort.field === field && current.sort.direction === 'ASC' ? 'DESC' : 'ASC',
      },
    }));

  const data = reconciliation.data?.get_job_reconciliation;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const upload = data?.can_change_list ? (
    <Suspense fallback={<Spinner size={24} />}>
      <ExpectedAssetListField
        legend={t('reconciliation.upload.replaceLegend')}
        jobId={jobId}
        onAttached={onAttached}
      />
    </Suspense>
  ) : null;

  return (
    <section className={styles.section} aria-labelledby="job-reconciliation-heading">
      <h2 id="job-reconciliation-heading" className={styles.heading}>
        {t('reconciliation.heading')}
        {data ? <MissingAssetsFlag count={data.counts.unresolved_missing} /> : null}
      </h2>
      <p className={styles.hint}>{t('reconciliation.intro')}</p>
      {reconciliation.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner size={24} />
          {t('reconciliation.loading')}
        </p>
      ) : null}
      {reconciliation.isError ? <p role="alert">{t('reconciliation.loadFailed')}</p> : null}
      {data && !data.reconciled ? (
        // Without the customer's list there is nothing to compare: no counts, no exceptions.
        <>
          <div className={own.notReconciled}>
            <p>{t('reconciliation.notReconciled')}</p>
            {data.can_change_list ? <p>{t('reconciliation.attachToReconcile')}</p> : null}
          </div>
          {upload}
        </>
      ) : null}
      {data?.reconciled ? (
        <>
          {data.counts.unresolved_missing > 0 ? <p>{t('reconciliation.flagHint')}</p> : null}
          <div role="group" aria-label={t('reconciliation.countsLabel')}>
            <dl className={own.counts}>
              {(
                [
                  ['reconciliation.expected', data.counts.expected],
                  ['reconciliation.statuses.matched', data.counts.matched],
                  ['reconciliation.statuses.missing', data.counts.missing],
                  ['reconciliation.statuses.unexpected', data.counts.unexpected],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value.toLocaleString(t('jobs.dateLocale'))}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.filters}>
            <SelectField
              label={t('reconciliation.filterStatus')}
              value={view.status ?? ''}
              onChange={(event) =>
                setView((current) => ({
                  ...current,
                  page: 1,
                  status:
                    reconciliationStatuses.find((status) => status === event.target.value) ?? null,
                }))
              }
            >
              <option value="">{t('reconciliation.allStatuses')}</option>
              {reconciliationStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`reconciliation.statuses.${status.toLowerCase()}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('reconciliation.search')}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className={styles.filterActions}>
            <Button variant="secondary" disabled={!data.total} onClick={() => exportAs('csv')}>
              {t('reconciliation.export.csv')}
            </Button>
            <Button variant="secondary" disabled={!data.total} onClick={() => exportAs('xlsx')}>
              {t('reconciliation.export.xlsx')}
            </Button>
            {exportFailed ? <span role="alert">{t('reconciliation.export.failed')}</span> : null}
          </div>
          {data.total === 0 ? (
            <p>{t('reconciliation.empty')}</p>
          ) : (
            <div
              className={styles.tableScroll}
              role="region"
              aria-label={t('reconciliation.table')}
              // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    {sortableColumns.map((column) => (
                      <Fragment key={column.field}>
                        <th
                          scope="col"
                          aria-sort={
                            view.sort.field === column.field
                              ? view.sort.direction === 'ASC'
                                ? 'ascending'
                                : 'descending'
                              : undefined
                          }
                        >
                          <button
                            type="button"
                            className={own.sortButton}
                            title={t('reconciliation.sortBy', { column: t(column.label) })}
                            onClick={() => sortBy(column.field)}
                          >
                            {t(column.label)}
                          </button>
                        </th>
                        {/* The customer's own keys, beside the asset tag. */}
                        {column.field === 'ASSET_TAG' ? (
                          <th scope="col">{t('reconciliation.columns.device')}</th>
                        ) : null}
                      </Fragment>
                    ))}
                    <th scope="col">{t('reconciliation.columns.resolution')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={`${row.status}-${row.serial_number}`}>
                      <th scope="row">{row.serial_number}</th>
                      <td>
                        <StatusTag tone={statusToneOf(row.status)}>
                          {t(`reconciliation.statuses.${row.status.toLowerCase()}`)}
                        </StatusTag>
                      </td>
                      <td>{row.asset_tag ?? ''}</td>
                      <td>
                        {row.device_name ?? ''}
                        {row.device_id ? (
                          <span className={own.deviceId}>{row.device_id}</span>
                        ) : null}
                      </td>
                      <td>{row.expected_model ?? ''}</td>
                      <td>
                        {[row.received_manufacturer, row.received_model].filter(Boolean).join(' ')}
                      </td>
                      <td>{row.received_at ? formatDate(row.received_at, language) : ''}</td>
                      <td>
                        {row.resolution
                          ? [
                              t(`reconciliation.resolutions.${row.resolution.toLowerCase()}`),
                              row.resolution_note,
                            ]
                              .filter(Boolean)
                              .join(': ')
                          : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <nav className={styles.pagination} aria-label={t('reconciliation.table')}>
              <Button
                variant="secondary"
                disabled={view.page <= 1}
                onClick={() => setView((current) => ({ ...current, page: current.page - 1 }))}
              >
                {t('reconciliation.previous')}
              </Button>
              <span>{t('reconciliation.page', { page: view.page, pages })}</span>
              <Button
                variant="secondary"
                disabled={view.page >= pages}
                onClick={() => setView((current) => ({ ...current, page: current.page + 1 }))}
              >
                {t('reconciliation.next')}
              </Button>
            </nav>
          ) : null}
          {upload}
        </>
      ) : null}
    </section>
  );
}
