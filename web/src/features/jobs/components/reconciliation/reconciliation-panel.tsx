import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../shared/components/button';
import { Spinner } from '../../../../shared/components/spinner';
import type { ReconciliationSortField } from '../../../../shared/graphql/generated/graphql';
import { jobReconciliationQueryKey, useJobReconciliation } from '../../api/get-job-reconciliation';
import { jobQueryKey } from '../../api/get-job';
import { jobsQueryKey } from '../../api/get-jobs';
import type { ReconciliationView } from '../../lib/reconciliation-view';
import styles from '../jobs.module.css';
import { MissingAssetsFlag } from './missing-assets-flag';
import { ReconciliationTable } from './reconciliation-table';
import { ReconciliationTools } from './reconciliation-tools';
import { RegisterOutcomeFiles } from './register-outcome-files';
import own from './reconciliation.module.css';

const pageSize = 50;

// The upload (with the shared validation rules) loads only where a list may still change.
const ExpectedAssetListField = lazy(() =>
  import('./expected-asset-list-field').then((module) => ({
    default: module.ExpectedAssetListField,
  })),
);

/** The job page's reconciliation: counts, the flag, a filtered and sorted list, export, upload. */
export function ReconciliationPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [view, setView] = useState<ReconciliationView>({
    status: null,
    text: '',
    sort: { field: 'SERIAL_NUMBER', direction: 'ASC' },
    page: 1,
  });
  const reconciliation = useJobReconciliation({
    job_id: jobId,
    filter: { status: view.status, text: view.text || null },
    sort: view.sort,
    page: view.page,
    page_size: pageSize,
  });

  const onAttached = () => {
    void queryClient.invalidateQueries({ queryKey: jobReconciliationQueryKey });
    void queryClient.invalidateQueries({ queryKey: jobQueryKey });
    void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
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
          <ReconciliationTools jobId={jobId} view={view} setView={setView} total={data.total} />
          {data.total === 0 ? (
            <p>{t('reconciliation.empty')}</p>
          ) : (
            <ReconciliationTable rows={data.rows} sort={view.sort} onSort={sortBy} />
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
          <RegisterOutcomeFiles jobId={jobId} received={data.counts.received} />
        </>
      ) : null}
      {/* One place in the tree before and after the first list: attaching it keeps the field,
          and with it the "attached" message, instead of mounting a new one. */}
      {upload}
    </section>
  );
}
