import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/lib/format-date';
import { paths } from '../../../../shared/routing/paths';
import type { UnitCustody } from '../lib/custody-timeline';
import styles from './unit-custody.module.css';

type Hold = UnitCustody['holds'][number];

/**
 * The unit's processing holds, oldest first, as its certificate tells them: why the provider held
 * it, and the customer's answer, or where to give it while the hold waits.
 */
export function HoldRecords({ serialNumber, holds }: { serialNumber: string; holds: Hold[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!holds.length) return null;
  const day = (value: string) => formatDate(value, language);
  const answerOf = (hold: Hold) => {
    if (!hold.answered_at) return null;
    const text = hold.state === 'released' ? 'released' : 'destroyRequested';
    const name = hold.answered_by ?? t('unitCustody.holds.customer');
    return t(`unitCustody.holds.${text}`, { name, date: day(hold.answered_at) });
  };
  const answerLink = `${paths.unitHolds}?${new URLSearchParams({ q: serialNumber, state: 'open' }).toString()}`;
  return (
    <section className={styles.section} aria-labelledby="unit-holds-heading">
      <h2 id="unit-holds-heading" className={styles.heading}>
        {t('unitCustody.holds.heading')}
      </h2>
      <ul className={styles.holds}>
        {holds.map((hold) => (
          <li key={hold.id}>
            <p className={styles.stepTitle}>
              {t('unitCustody.holds.placed', {
                date: day(hold.placed_at),
                reason: t(`unitCustody.holds.reasons.${hold.reason}`, {
                  defaultValue: hold.reason,
                }),
              })}
            </p>
            {hold.note ? (
              <p className={styles.stepDetail}>
                {t('unitCustody.holds.note', { note: hold.note })}
              </p>
            ) : null}
            {hold.answered_at ? (
              <p className={styles.stepDetail}>{answerOf(hold)}</p>
            ) : (
              <p className={styles.stepDetail}>
                {t('unitCustody.holds.open', { date: day(hold.respond_by) })}{' '}
                <Link className={styles.link} to={answerLink}>
                  {t('unitCustody.holds.answer')}
                </Link>
              </p>
            )}
            {hold.answer_note ? (
              <p className={styles.stepDetail}>
                {t('unitCustody.holds.answerNote', { note: hold.answer_note })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
