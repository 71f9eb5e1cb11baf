import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/components/status-tag';
import type { UnitHoldFieldsFragment } from '../../../shared/graphql/generated/graphql';
import { formatDate } from '../../../shared/lib/format-date';
import { holdResponseBusinessDays } from '@itad-portal/validation';
import { businessDaysElapsed } from '../lib/hold-age';
import { HoldDetail } from './hold-detail';
import styles from './unit-holds.module.css';

/**
 * When a hold must be answered: the day, then, while it is open, "Overdue" past it or how much
 * of the agreed response time has gone ("3 of 5 business days"), and since when it waits.
 */
export function HoldRespondBy({ hold, today }: { hold: UnitHoldFieldsFragment; today: string }) {
  const { t, i18n } = useTranslation();
  const open = hold.state === 'open';
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <span className={styles.day}>{formatDate(hold.respond_by, language)}</span>
      {open && hold.overdue ? (
        <span className={styles.badge}>
          <StatusTag tone="warning">{t('unitHolds.overdue')}</StatusTag>
        </span>
      ) : null}
      {open && !hold.overdue ? (
        <HoldDetail
          text={t('unitHolds.businessDays', {
            elapsed: businessDaysElapsed(hold.placed_at, today),
            total: holdResponseBusinessDays,
          })}
        />
      ) : null}
      <HoldDetail text={t('unitHolds.placedOn', { date: formatDate(hold.placed_at, language) })} />
    </>
  );
}
