import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import type { JobStatus } from '../../../shared/graphql/generated/graphql';
import { jobStatusOrder } from '../lib/job-status-order';
import styles from './console.module.css';

/** A row's control: the statuses after the job's own, the next one chosen, and a button. */
export function JobStatusMove({
  jobNumber,
  status,
  disabled,
  onMove,
}: {
  jobNumber: string;
  status: JobStatus;
  disabled: boolean;
  onMove: (status: JobStatus) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const later = jobStatusOrder.slice(jobStatusOrder.indexOf(status) + 1);
  const [choice, setChoice] = useState<JobStatus | undefined>(later[0]);
  // After the job has moved, a choice it has passed gives way to its next status.
  const target = choice && later.includes(choice) ? choice : later[0];
  if (!target) return <span className={styles.secondary}>{t('console.jobs.done')}</span>;
  return (
    <div className={styles.move}>
      <label htmlFor={id} className="visually-hidden">
        {t('console.jobs.moveLabel', { job: jobNumber })}
      </label>
      <select
        id={id}
        className={styles.moveSelect}
        value={target}
        onChange={(event) => setChoice(later.find((value) => value === event.target.value))}
      >
        {later.map((value) => (
          <option key={value} value={value}>
            {t(`jobs.statuses.${value}`)}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => onMove(target)}
        aria-label={t('console.jobs.moveFor', { job: jobNumber })}
      >
        {t('console.jobs.move')}
      </Button>
    </div>
  );
}
