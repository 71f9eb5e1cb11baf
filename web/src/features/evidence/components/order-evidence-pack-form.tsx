import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInputField } from '../../../shared/components/date-field';
import { Button } from '../../../shared/components/button';
import { SelectField } from '../../../shared/components/form-field';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { formatDate } from '../../../shared/lib/format-date';
import { useEvidencePackJobs } from '../api/evidence-pack-jobs';
import { useOrderEvidencePack } from '../api/order-evidence-pack';
import styles from './evidence.module.css';

type Subject = 'job' | 'period';

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Orders a pack for one job (preselected from ?job=) or for a period of completed units. */
export function OrderEvidencePackForm({ initialJobId }: { initialJobId: string | null }) {
  const { t, i18n } = useTranslation();
  const jobs = useEvidencePackJobs();
  const order = useOrderEvidencePack();
  const [subject, setSubject] = useState<Subject>('job');
  const [jobId, setJobId] = useState(initialJobId ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [ordered, setOrdered] = useState(false);
  // One key per order: a double click or a retried request orders once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const jobOptions = jobs.data?.get_evidence_pack_jobs ?? [];
  // Only jobs with units to prove are offered: the newest by default, or none at all.
  const chosenJob = jobOptions.some((job) => job.id === jobId) ? jobId : (jobOptions[0]?.id ?? '');
  const nothingToProve =
    order.error instanceof GraphQLRequestError && order.error.code === 'BAD_USER_INPUT';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOrdered(false);
    if (subject === 'job' ? !chosenJob : !from || !to || from > to) {
      setProblem(t(subject === 'job' ? 'evidence.order.chooseJob' : 'evidence.order.choosePeriod'));
      return;
    }
    setProblem(null);
    order.mutate(
      subject === 'job'
        ? { idempotency_key: idempotencyKey, job_id: chosenJob }
        : { idempotency_key: idempotencyKey, from, to },
      {
        onSuccess: () => {
          setOrdered(true);
          setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.choices}>
        <legend>{t('evidence.order.subject')}</legend>
        {(['job', 'period'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="evidence-subject"
              value={value}
              checked={subject === value}
              onChange={() => setSubject(value)}
            />
            {t(`evidence.order.subjects.${value}`)}
          </label>
        ))}
      </fieldset>
      {subject === 'job' ? (
        <>
          <SelectField
            label={t('evidence.order.job')}
            value={chosenJob}
            onChange={(event) => setJobId(event.target.value)}
            disabled={!jobOptions.length}
          >
            {jobOptions.map((job) => (
              <option key={job.id} value={job.id}>
                {t('evidence.order.jobOption', {
                  number: job.job_number,
                  date: formatDate(job.created, i18n.language),
                  status: t(`jobs.statuses.${job.status}`),
                })}
              </option>
            ))}
          </SelectField>
          {jobs.isSuccess && !jobOptions.length ? (
            <p className={styles.intro}>{t('evidence.order.noJobs')}</p>
          ) : null}
        </>
      ) : (
        <div className={styles.dates}>
          <DateInputField
            label={t('evidence.order.from')}
            value={from}
            max={to || undefined}
            onChange={setFrom}
          />
          <DateInputField
            label={t('evidence.order.to')}
            value={to}
            min={from || undefined}
            onChange={setTo}
          />
        </div>
      )}
      {problem ? (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      ) : null}
      {order.error ? (
        <p role="alert" className={styles.alert}>
          {t(nothingToProve ? 'evidence.order.nothingToProve' : 'evidence.order.failed')}
        </p>
      ) : null}
      <Button type="submit" disabled={order.isPending}>
        {order.isPending ? t('evidence.order.ordering') : t('evidence.order.submit')}
      </Button>
      {ordered ? (
        <p role="status" className={styles.notice}>
          {t('evidence.order.ordered')}
        </p>
      ) : null}
    </form>
  );
}
