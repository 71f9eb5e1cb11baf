import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/lib/format-date';
import { periodChangeOf } from '../lib/period-change';
import styles from './period-change-note.module.css';

interface PeriodChangeNoteProps {
  current: number;
  previous: number;
  kind: 'count' | 'tons';
  /** On the dark CO2 card. */
  inverted?: boolean;
  className?: string;
}

/**
 * A card's change against the previous period: short on screen ("↑ +12 %"), a sentence for
 * screen readers. Neutral colours: more tonnes or units is not good or bad by itself.
 */
export function PeriodChangeNote({
  current,
  previous,
  kind,
  inverted,
  className: placement,
}: PeriodChangeNoteProps) {
  const { t, i18n } = useTranslation();
  const change = periodChangeOf(current, previous, i18n.resolvedLanguage ?? i18n.language, kind);
  const className = [styles.change, inverted ? styles.inverted : '', placement ?? ''].join(' ');
  if (change.direction === 'same') {
    return (
      <span className={className} data-testid="period-change">
        <span aria-hidden="true">±0</span>
        <span className="visually-hidden">{t('figures.change.same')}</span>
      </span>
    );
  }
  return (
    <span className={className} data-testid="period-change">
      <span aria-hidden="true">
        <span className={styles.arrow}>{change.direction === 'more' ? '↑' : '↓'}</span>
        {change.signed}
      </span>
      <span className="visually-hidden">
        {t(`figures.change.${change.direction}`, { change: change.amount })}
      </span>
    </span>
  );
}

/** Which period the cards' changes are against: "Changes are against 1 Jan 2026 – 31 Mar 2026." */
export function PreviousPeriodNote({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <p className={styles.note} data-testid="previous-period">
      {t('figures.change.comparedWith', {
        from: formatDate(from, language),
        to: formatDate(to, language),
      })}
    </p>
  );
}
