import { maximumStatusTimeAheadMs } from '@itad-portal/validation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import { Modal } from '../../../shared/components/modal';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import type { JobStatus } from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';
import { instantOfProviderWallClock, providerWallClockOf } from '../../../shared/lib/provider-time';
import styles from './console.module.css';

/**
 * Moving a job on, after a look at when it happened: now unless staff enter the day and time
 * (the driver's pickup this morning, entered this afternoon), on the provider's clock.
 */
export function MoveJobDialog({
  job,
  status,
  pending,
  onMove,
  onClose,
}: {
  job: { id: string; job_number: string };
  status: JobStatus;
  pending: boolean;
  /** Resolves when moved; a failure is shown in the dialog. */
  onMove: (occurredAt: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [now] = useState(() => providerWallClockOf(new Date()));
  const [day, setDay] = useState(now.day);
  const [time, setTime] = useState(now.time);
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let occurredAt: string | null = null;
    if (day !== now.day || time !== now.time) {
      const instant = instantOfProviderWallClock(day, time);
      if (!instant) return setProblem(t('console.jobs.moveDialog.timeInvalid'));
      if (instant.getTime() > Date.now() + maximumStatusTimeAheadMs) {
        return setProblem(t('console.jobs.moveDialog.timeInFuture'));
      }
      occurredAt = instant.toISOString();
    }
    setProblem(null);
    onMove(occurredAt).catch((error: unknown) =>
      setProblem(
        error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT'
          ? t('console.jobs.moveDialog.timeRefused')
          : t(errorMessage(error, 'consoleDecision').key),
      ),
    );
  };

  return (
    <Modal
      open
      size="large"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('console.jobs.moveDialog.title', {
        job: job.job_number,
        status: t(`jobs.statuses.${status}`),
      })}
      description={t('console.jobs.moveDialog.intro')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {t('console.jobs.move')}
          </Button>
        </>
      }
    >
      {problem ? (
        <div className={styles.alert} role="alert">
          {problem}
        </div>
      ) : null}
      <form id={formId} className={styles.uploadForm} onSubmit={submit} noValidate>
        <div className={styles.fieldRow}>
          <DateInputField
            label={t('console.jobs.moveDialog.day')}
            value={day}
            max={now.day}
            onChange={setDay}
          />
          <TextField
            label={t('console.jobs.moveDialog.time')}
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        <p className={styles.hint}>{t('console.jobs.moveDialog.timeHint')}</p>
      </form>
    </Modal>
  );
}
