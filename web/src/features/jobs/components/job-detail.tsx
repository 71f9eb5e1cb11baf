import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../shared/components/breadcrumbs';
import { PageHeader } from '../../../shared/components/page-header';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag } from '../../../shared/components/status-tag';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import type { GetJobQuery } from '../../../shared/graphql/generated/graphql';
import { paths } from '../../../shared/routing/paths';
import { useJob } from '../api/get-job';
import { downloadAttachment } from '../lib/attachment-download';
import { useCategoryLabel } from '../../../shared/i18n/use-category-label';
import { formatDate, formatDateTime } from '../../../shared/lib/format-date';
import { statusTone } from '../lib/job-filters';
import { JobStatusStepper } from './job-status-stepper';
import styles from './jobs.module.css';
import { JobUnitsList } from './job-units-list';
import { ErrorState } from '../../../shared/components/error-state';
import { OpenHoldsLink } from './open-holds-link';
import { unitValuesText } from '../lib/unit-values-text';
import { MissingAssetsFlag } from './reconciliation/missing-assets-flag';
import { ReconciliationPanel } from './reconciliation/reconciliation-panel';

type Job = GetJobQuery['get_job'];

function formatBytes(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} kB`;
  return `${format.format(bytes / 1024 / 1024)} MB`;
}

/** /services/{id}: every field of a job, its units, attachments, timeline and processed units. */
export function JobDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const job = useJob(id);
  const back = (
    <Link className={styles.backLink} to={paths.servicesOverview}>
      {t('jobs.detail.back')}
    </Link>
  );

  if (job.isPending) {
    return (
      <>
        <PageHeader title={t('pages.service.title', { id: '' }).trim()} />
        <p className={styles.loading} role="status">
          <Spinner size={32} />
          {t('jobs.detail.loading')}
        </p>
      </>
    );
  }
  if (job.isError) {
    const notFound = job.error instanceof GraphQLRequestError && job.error.code === 'NOT_FOUND';
    return (
      <>
        <PageHeader title={t(notFound ? 'jobs.detail.notFound' : 'jobs.detail.fetchFailed')} />
        <ErrorState
          message={t(notFound ? 'jobs.detail.notFound' : 'jobs.detail.fetchFailed')}
          onRetry={notFound ? undefined : () => void job.refetch()}
          retrying={job.isFetching}
        >
          <p>{back}</p>
        </ErrorState>
      </>
    );
  }
  return <JobDetailContent job={job.data.get_job} />;
}

function JobDetailContent({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const locale = t('jobs.dateLocale');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const categoryLabel = useCategoryLabel();
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);

  const rows: [string, string | null | undefined][] = [
    [t('jobs.detail.jobNumber'), job.job_number],
    [t('jobs.detail.kind'), t(`jobs.kinds.${job.kind}`)],
    [t('jobs.fields.date'), formatDate(job.date, language)],
    [t('jobs.fields.companyName'), job.company_name],
    [t('jobs.fields.address'), job.address],
    [t('jobs.fields.zipCode'), job.zip_code],
    [t('jobs.fields.city'), job.city],
    [t('jobs.fields.country'), t(`jobs.countries.${job.country}`)],
    [t('jobs.fields.contactPerson'), `${job.contact_first_name} ${job.contact_last_name}`],
    [t('jobs.fields.email'), job.email],
    [t('jobs.fields.phone'), job.phone],
    [t('jobs.fields.caseReference'), job.case_reference ?? t('jobs.detail.none')],
    ...(job.kind === 'COLLECTION'
      ? [
          [
            t('jobs.fields.equipment'),
            job.equipment.map(categoryLabel).join(', ') || t('jobs.detail.none'),
          ] as [string, string],
        ]
      : []),
    [t('jobs.fields.deliveryInfo'), job.delivery_info ?? t('jobs.detail.none')],
    [t('jobs.fields.recipient'), `${job.recipient_name} <${job.recipient_email}>`],
    [t('jobs.detail.orderedBy'), job.ordered_by ?? t('jobs.detail.none')],
    [t('jobs.detail.orderedAt'), formatDateTime(job.created_at, language)],
    ...(job.unit_values.units > 0
      ? [
          [t('jobs.detail.unitValues'), unitValuesText(t, job.unit_values, language)] as [
            string,
            string,
          ],
        ]
      : []),
  ];

  const onDownload = (attachment: Job['attachments'][number]) => {
    setDownloadProblem(null);
    downloadAttachment(attachment.download_path, attachment.file_name).catch(() =>
      setDownloadProblem(t('jobs.attachments.downloadFailed', { name: attachment.file_name })),
    );
  };

  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: t('navigation.jobs'), to: paths.servicesOverview },
          { label: t('pages.service.title', { id: job.job_number }) },
        ]}
      />
      <PageHeader
        title={t('pages.service.title', { id: job.job_number })}
        actions={
          <>
            <StatusTag tone={statusTone(job.status)}>{t(`jobs.statuses.${job.status}`)}</StatusTag>
            <MissingAssetsFlag count={job.unresolved_missing_assets} />
            <OpenHoldsLink jobId={job.id} count={job.open_holds} />
          </>
        }
      />
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="job-timeline-heading">
          <h2 id="job-timeline-heading" className={styles.heading}>
            {t('jobs.detail.timeline')}
          </h2>
          <JobStatusStepper
            status={job.status}
            history={job.status_history}
            labelledBy="job-timeline-heading"
          />
        </section>

        <div className={styles.columns}>
          <section className={styles.section} aria-labelledby="job-details-heading">
            <h2 id="job-details-heading" className={styles.heading}>
              {t('jobs.detail.details')}
            </h2>
            <dl className={styles.details}>
              {rows.map(([label, value]) => (
                <div key={label} className={styles.detailRow}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <div className={styles.page}>
            <section className={styles.section} aria-labelledby="job-units-heading">
              <h2 id="job-units-heading" className={styles.heading}>
                {t('jobs.detail.storageUnits')}
              </h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('jobs.detail.type')}</th>
                    <th scope="col">{t('jobs.detail.quantity')}</th>
                  </tr>
                </thead>
                <tbody>
                  {job.storage_units.map((line) => (
                    <tr key={line.type}>
                      <td>{t(`storageUnits.types.${line.type}`)}</td>
                      <td>{line.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>

            <section className={styles.section} aria-labelledby="job-attachments-heading">
              <h2 id="job-attachments-heading" className={styles.heading}>
                {t('jobs.detail.attachments')}
              </h2>
              {job.attachments.length ? (
                <ul className={styles.fileList}>
                  {job.attachments.map((attachment) => (
                    <li key={attachment.id}>
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => onDownload(attachment)}
                      >
                        {t('jobs.attachments.download', { name: attachment.file_name })}
                      </button>
                      <span>({formatBytes(attachment.size_bytes, locale)})</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('jobs.attachments.none')}</p>
              )}
              {downloadProblem ? <p role="alert">{downloadProblem}</p> : null}
            </section>
          </div>
        </div>

        {job.kind === 'COLLECTION' ? <ReconciliationPanel jobId={job.id} /> : null}

        <JobUnitsList
          jobId={job.id}
          jobNumber={job.job_number}
          unitCount={job.processed_unit_count}
        />
      </div>
    </>
  );
}
