import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Modal } from '../../../shared/components/modal';
import { errorMessage } from '../../../shared/errors/error-messages';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { useJobRecordChanges, useJobSeals } from '../api/console-job-records';
import { listedNumbers } from '../lib/listed-numbers';
import styles from './console.module.css';

function failureText(error: unknown, fallback: string): string {
  return error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT'
    ? (error.errors[0]?.message ?? fallback)
    : fallback;
}

/**
 * For providers without an ERP: the seals the driver read on a job's storage units, and the
 * customer's units processed from the job, by serial number.
 */
export function JobRecordsDialog({
  job,
  onClose,
}: {
  job: { id: string; job_number: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const sealsId = useId();
  const serialsId = useId();
  const seals = useJobSeals(job.id);
  const changes = useJobRecordChanges(job.id);
  const [sealText, setSealText] = useState('');
  const [serialText, setSerialText] = useState('');
  const [sealNotice, setSealNotice] = useState<string | null>(null);
  const [unitNotice, setUnitNotice] = useState<{ text: string; unknown: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const recordSeals = (event: FormEvent) => {
    event.preventDefault();
    const numbers = listedNumbers(sealText);
    setProblem(null);
    if (!numbers.length) return setProblem(t('console.jobs.records.sealsRequired'));
    changes.seals.mutate(numbers, {
      onSuccess: ({ console_record_job_seals: recorded }) => {
        setSealText('');
        setSealNotice(t('console.jobs.records.sealsRecorded', { count: recorded.added }));
      },
      onError: (error) =>
        setProblem(failureText(error, t(errorMessage(error, 'consoleDecision').key))),
    });
  };
  const linkUnits = (event: FormEvent) => {
    event.preventDefault();
    const numbers = listedNumbers(serialText);
    setProblem(null);
    if (!numbers.length) return setProblem(t('console.jobs.records.serialsRequired'));
    changes.units.mutate(numbers, {
      onSuccess: ({ console_link_job_units: result }) => {
        setSerialText('');
        setUnitNotice({
          text: t('console.jobs.records.unitsLinked', { count: result.linked }),
          unknown: result.unknown_serial_numbers,
        });
      },
      onError: (error) =>
        setProblem(failureText(error, t(errorMessage(error, 'consoleDecision').key))),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('console.jobs.records.title', { job: job.job_number })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {problem ? (
        <div className={styles.alert} role="alert">
          {problem}
        </div>
      ) : null}
      <form onSubmit={recordSeals}>
        <h3 className={styles.subheading}>{t('console.jobs.records.sealsHeading')}</h3>
        <p className={styles.hint}>
          {seals.data?.length
            ? t('console.jobs.records.sealsNow', { seals: seals.data.join(', ') })
            : t('console.jobs.records.noSeals')}
        </p>
        <label htmlFor={sealsId} className={styles.label}>
          {t('console.jobs.records.sealsLabel')}
        </label>
        <textarea
          id={sealsId}
          className={styles.reason}
          rows={3}
          value={sealText}
          onChange={(event) => setSealText(event.target.value)}
          aria-describedby={`${sealsId}-hint`}
        />
        <p id={`${sealsId}-hint`} className={styles.hint}>
          {t('console.jobs.records.listHint')}
        </p>
        {sealNotice ? (
          <p className={styles.notice} role="status">
            {sealNotice}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={changes.seals.isPending}>
          {t('console.jobs.records.recordSeals')}
        </Button>
      </form>
      <form onSubmit={linkUnits} className={styles.recordsForm}>
        <h3 className={styles.subheading}>{t('console.jobs.records.unitsHeading')}</h3>
        <label htmlFor={serialsId} className={styles.label}>
          {t('console.jobs.records.serialsLabel')}
        </label>
        <textarea
          id={serialsId}
          className={styles.reason}
          rows={4}
          value={serialText}
          onChange={(event) => setSerialText(event.target.value)}
          aria-describedby={`${serialsId}-hint`}
        />
        <p id={`${serialsId}-hint`} className={styles.hint}>
          {t('console.jobs.records.listHint')}
        </p>
        {unitNotice ? (
          <div className={styles.notice} role="status">
            <p>{unitNotice.text}</p>
            {unitNotice.unknown.length ? (
              <p>{t('console.jobs.records.unknown', { serials: unitNotice.unknown.join(', ') })}</p>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" variant="secondary" disabled={changes.units.isPending}>
          {t('console.jobs.records.linkUnits')}
        </Button>
      </form>
    </Modal>
  );
}
