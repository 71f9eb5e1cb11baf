import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/lib/format-date';
import { paths } from '../../../../shared/routing/paths';
import { custodyTimeline, type CustodyStep, type UnitCustody } from '../lib/custody-timeline';
import styles from './unit-custody.module.css';

/** The step's title and what is known of it, in the reader's language. */
function useStepText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const when = (at: string | null) => (at ? formatDateTime(at, language) : null);
  return (step: CustodyStep): { title: string; details: ReactNode[] } => {
    const notYet = step.done ? [] : [t('unitCustody.timeline.notYet')];
    switch (step.kind) {
      case 'collected':
        return {
          title: t('unitCustody.timeline.collected'),
          details: step.job
            ? [
                when(step.at),
                step.job.id ? (
                  <Link key="job" className={styles.link} to={paths.service(step.job.id)}>
                    {t('unitCustody.timeline.collectedWith', { job: step.job.number })}
                  </Link>
                ) : (
                  t('unitCustody.timeline.collectedWith', { job: step.job.number })
                ),
                step.seals.length
                  ? t('unitCustody.timeline.seals', { seals: step.seals.join(', ') })
                  : t('unitCustody.timeline.noSeals'),
              ]
            : [t('unitCustody.timeline.noJob')],
        };
      case 'received':
        return { title: t('unitCustody.timeline.received'), details: [when(step.at)] };
      case 'graded':
        return {
          title: t('unitCustody.timeline.graded'),
          details: step.done
            ? [
                when(step.at),
                step.grade ? t('unitCustody.timeline.gradedAs', { grade: step.grade }) : null,
              ]
            : notYet,
        };
      case 'sanitised':
        return {
          title: t('unitCustody.timeline.sanitised'),
          details: [
            when(step.at),
            [
              t(`unitCustody.sanitisationMethods.${step.method}`, { defaultValue: step.method }),
              t(`unitCustody.sanitisationResults.${step.result}`, { defaultValue: step.result }),
              step.standard,
            ]
              .filter(Boolean)
              .join(' · '),
          ],
        };
      case 'outcome':
        return {
          title: t('unitCustody.timeline.outcome'),
          details: step.recycler
            ? [t('unitCustody.recycledBy', { recycler: step.recycler })]
            : [t(`unitCustody.outcomes.${step.outcome}`, { defaultValue: step.outcome })],
        };
      case 'completed':
        return {
          title: t('unitCustody.timeline.completed'),
          details: step.done ? [when(step.at)] : notYet,
        };
    }
  };
}

/** The unit's chain of custody, from the job it came with to its final disposition. */
export function CustodyTimeline({ unit }: { unit: UnitCustody }) {
  const { t } = useTranslation();
  const textOf = useStepText();
  return (
    <section className={styles.section} aria-labelledby="unit-timeline-heading">
      <h2 id="unit-timeline-heading" className={styles.heading}>
        {t('unitCustody.timeline.heading')}
      </h2>
      <ol
        className={styles.timeline}
        aria-label={t('unitCustody.timeline.label', { serial: unit.serial_number })}
      >
        {custodyTimeline(unit).map((step) => {
          const { title, details } = textOf(step);
          return (
            <li key={step.kind} className={`${styles.step} ${step.done ? styles.done : ''}`}>
              <span className={styles.marker} aria-hidden="true" />
              <div>
                <p className={styles.stepTitle}>{title}</p>
                {details
                  .filter((detail) => detail !== null && detail !== '')
                  .map((detail, index) => (
                    <p key={index} className={styles.stepDetail}>
                      {detail}
                    </p>
                  ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
