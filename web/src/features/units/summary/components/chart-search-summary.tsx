import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/components/button';
import { useCategoryLabel } from '../../../../shared/i18n/use-category-label';
import { formatDate } from '../../../../shared/lib/format-date';
import type { ChartCriteria } from '../lib/chart-search';
import styles from './chart-search-summary.module.css';

/** What a chart's bar narrowed the search to, and the way to let go of it. */
export function ChartSearchSummary({
  criteria,
  onClear,
}: {
  criteria: ChartCriteria;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const categoryLabel = useCategoryLabel();
  const day = (value: string) => formatDate(value, language);
  const range =
    criteria.from || criteria.to
      ? t('figures.search.range', {
          column: t(`unitSummary.dateColumns.${criteria.dateColumn}`),
          from: criteria.from ? day(criteria.from) : '…',
          to: criteria.to ? day(criteria.to) : '…',
        })
      : null;
  const outcomes = criteria.outcomes
    ?.map((outcome) => t(`unitSummary.search.outcomes.${outcome}`))
    .join(t('figures.search.or'));
  const parts = [criteria.category ? categoryLabel(criteria.category) : null, outcomes, range];
  return (
    <div className={styles.summary} data-testid="chart-search-summary">
      <p className={styles.intro}>{t('figures.search.narrowed')}</p>
      <ul className={styles.parts}>
        {parts.filter(Boolean).map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onClear}>
        {t('figures.search.clear')}
      </Button>
    </div>
  );
}
