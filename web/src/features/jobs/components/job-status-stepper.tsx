import { useTranslation } from 'react-i18next';
import type { JobStatus } from '../../../shared/graphql/generated/graphql';
import { formatDateTime } from '../../../shared/lib/format-date';
import { jobStatuses } from '../lib/job-filters';
import styles from './job-status-stepper.module.css';

interface JobStatusStepperProps {
  status: JobStatus;
  history: readonly { status: JobStatus; occurred_at: string }[];
  /** Names the list ("Status"), the section's heading. */
  labelledBy: string;
}

/**
 * A job's way from ordered to completed: the steps done with the day each was reached, the
 * current one marked (aria-current="step"), those still ahead muted. Vertical on a phone.
 */
export function JobStatusStepper({ status, history, labelledBy }: JobStatusStepperProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const reachedAt = new Map(history.map((event) => [event.status, event.occurred_at]));
  const currentIndex = jobStatuses.indexOf(status);
  return (
    <ol className={styles.stepper} aria-labelledby={labelledBy} data-testid="job-status-stepper">
      {jobStatuses.map((step, index) => {
        // The last step reached is done, not pending: a completed job shows every step ticked.
        const finished = index === currentIndex && index === jobStatuses.length - 1;
        const state =
          index < currentIndex || finished ? 'done' : index === currentIndex ? 'current' : 'ahead';
        const at = reachedAt.get(step);
        return (
          <li
            key={step}
            className={`${styles.step} ${styles[state]}`}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>
                {state === 'done' ? (
                  <span className="visually-hidden">{t('figures.stepper.done')} </span>
                ) : null}
                {t(`jobs.statuses.${step}`)}
              </span>
              <span className={styles.date}>
                {state === 'ahead'
                  ? t('jobs.detail.timelineNotYet')
                  : at
                    ? formatDateTime(at, language)
                    : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
