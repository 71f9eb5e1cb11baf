import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/components/button';
import { Modal } from '../../../shared/components/modal';
import { Spinner } from '../../../shared/components/spinner';
import type { ConsoleJobQuery } from '../../../shared/graphql/generated/graphql';
import { useCategoryLabel } from '../../../shared/i18n/use-category-label';
import { formatDate, formatDateTime } from '../../../shared/lib/format-date';
import { paths } from '../../../shared/routing/paths';
import { downloadConsoleFile } from '../api/console-download';
import { useConsoleJob } from '../api/console-job';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

type JobDetails = ConsoleJobQuery['console_job'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={pageStyles.detailRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order's facts: whose, where, whom to call, what to carry, what is attached. */
function JobFacts({ job }: { job: JobDetails }) {
  const { t, i18n } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const none = t('console.jobs.details.none');
  const contact = `${job.contact_first_name} ${job.contact_last_name}`;
  return (
    <>
      <dl className={pageStyles.details}>
        <Fact label={t('console.jobs.details.customer')}>
          <Link to={paths.consoleCustomer(job.customer_id)}>{job.customer}</Link>
        </Fact>
        <Fact label={t('console.jobs.details.status')}>{t(`jobs.statuses.${job.status}`)}</Fact>
        <Fact label={t('console.jobs.details.requestedDate')}>
          {formatDate(job.requested_date, language)}
        </Fact>
        <Fact label={t('console.jobs.details.address')}>
          {job.company_name}
          <br />
          {job.address}, {job.zip_code} {job.city}
        </Fact>
        <Fact label={t('console.jobs.details.contact')}>
          {contact}
          <br />
          <a href={`tel:${job.contact_phone.replace(/\s+/g, '')}`}>{job.contact_phone}</a>
          {' · '}
          <a href={`mailto:${job.contact_email}`}>{job.contact_email}</a>
        </Fact>
        <Fact label={t('console.jobs.details.recipient')}>
          {job.recipient_name} ({job.recipient_email})
        </Fact>
        <Fact label={t('console.jobs.details.deliveryInfo')}>{job.delivery_info || none}</Fact>
        <Fact label={t('console.jobs.details.caseReference')}>{job.case_reference || none}</Fact>
        {job.kind === 'COLLECTION' ? (
          <Fact label={t('console.jobs.details.equipment')}>
            {job.equipment.map(categoryLabel).join(', ') || none}
          </Fact>
        ) : null}
        <Fact label={t('console.jobs.details.storageUnits')}>
          {job.storage_units
            .map((line) => `${line.quantity} × ${t(`storageUnits.types.${line.type}`)}`)
            .join(', ') || none}
        </Fact>
        <Fact label={t('console.jobs.details.ordered')}>
          {job.ordered_by
            ? t('console.jobs.details.orderedBy', {
                time: formatDateTime(job.created_at, language),
                name: job.ordered_by,
              })
            : formatDateTime(job.created_at, language)}
        </Fact>
        {job.seals.length ? (
          <Fact label={t('console.jobs.details.seals')}>{job.seals.join(', ')}</Fact>
        ) : null}
        <Fact label={t('console.jobs.details.attachments')}>
          {job.attachments.length ? (
            <ul className={styles.plainList}>
              {job.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <button
                    type="button"
                    className={styles.jobLink}
                    onClick={() => {
                      setDownloadFailed(false);
                      downloadConsoleFile(attachment.download_path, attachment.file_name).catch(
                        () => setDownloadFailed(true),
                      );
                    }}
                  >
                    {attachment.file_name}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Fact>
      </dl>
      {downloadFailed ? (
        <p role="alert" className={styles.alert}>
          {t('console.jobs.details.downloadFailed')}
        </p>
      ) : null}
    </>
  );
}

/** A job's details, from the board or the inbox: what staff need to confirm and plan it. */
export function JobDetailsDialog({
  job,
  onClose,
}: {
  job: { id: string; job_number: string; kind: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useConsoleJob(job.id);
  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('console.jobs.details.title', {
        job: job.job_number,
        kind: t(`jobs.kinds.${job.kind}`),
      })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {details.isPending ? (
        <div role="status" className={styles.loading}>
          <Spinner size={32} />
          <span>{t('common.loading')}</span>
        </div>
      ) : null}
      {details.isError ? (
        <p role="alert" className={styles.alert}>
          {t('console.jobs.details.loadFailed')}
        </p>
      ) : null}
      {details.data ? <JobFacts job={details.data} /> : null}
    </Modal>
  );
}
