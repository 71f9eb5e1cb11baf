import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GetUnitSummaryQuery } from '../../../../shared/graphql/generated/graphql';
import { paths } from '../../../../shared/routing/paths';
import { formatAmount, formatCount, formatTons } from '../lib/format';
import { EquivalentIcon, MetricIcon } from './icons';
import { PeriodChangeNote } from './period-change-note';
import styles from './unit-summary.module.css';

type Summary = GetUnitSummaryQuery['get_unit_summary'];

const metrics = [
  { key: 'recycled', field: 'recycled_units' },
  { key: 'reused', field: 'reused_units' },
  { key: 'stocked', field: 'stocked_units' },
  { key: 'inProcess', field: 'in_process_units' },
] as const;

/** A source's site as its link text ("ssb.no"): short, and tells where the link goes. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The units by outcome and the CO2 saved. */
export function MetricCards({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul className={styles.metrics} aria-label={t('unitSummary.metrics.heading')}>
      {metrics.map(({ key, field }) => (
        <li key={key} className={`${styles.card} ${styles.metric} ${styles[key]}`}>
          <span className={styles.metricIcon}>
            <MetricIcon kind={key} />
          </span>
          <span className={styles.metricLabel}>{t(`unitSummary.metrics.${key}`)}</span>
          <span className={styles.metricValue} data-testid={`metric-${key}`}>
            {formatCount(summary[field], language)}
          </span>
          <span className={styles.metricUnit}>{t('unitSummary.metrics.units')}</span>
          {summary.previous ? (
            <PeriodChangeNote
              current={summary[field]}
              previous={summary.previous[field]}
              kind="count"
            />
          ) : null}
        </li>
      ))}
      <li className={`${styles.card} ${styles.metric} ${styles.co2}`}>
        <span className={styles.metricIcon}>
          <MetricIcon kind="co2" />
        </span>
        <span className={styles.metricLabel}>{t('unitSummary.metrics.co2')}</span>
        <span className={styles.metricValue} data-testid="metric-co2">
          {formatTons(summary.co2_savings_tons, language)}
        </span>
        <span className={styles.metricUnit}>{t('unitSummary.metrics.tons')}</span>
        <span className={styles.metricRange} data-testid="metric-co2-range">
          {t('unitSummary.metrics.co2Range', {
            low: formatTons(summary.co2_savings_low_tons, language),
            high: formatTons(summary.co2_savings_high_tons, language),
          })}
        </span>
        {summary.previous ? (
          <PeriodChangeNote
            current={summary.co2_savings_tons}
            previous={summary.previous.co2_savings_tons}
            kind="tons"
            inverted
            className={styles.co2Change}
          />
        ) : null}
      </li>
    </ul>
  );
}

/** What the CO2 savings equal in everyday terms, each with where its factor comes from. */
export function Equivalents({ summary, headingId }: { summary: Summary; headingId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('unitSummary.equivalents.heading')}
      </h2>
      <p className={styles.sectionIntro}>
        {t('unitSummary.equivalents.intro', {
          tons: formatTons(summary.co2_savings_tons, language),
        })}
      </p>
      <ul className={styles.equivalents}>
        {summary.equivalents.map((equivalent) => (
          <li
            key={equivalent.equivalent}
            className={`${styles.card} ${styles.equivalent}`}
            data-testid={`equivalent-${equivalent.equivalent}`}
          >
            <span className={styles.equivalentIcon}>
              <EquivalentIcon kind={equivalent.equivalent} />
            </span>
            <span className={styles.equivalentValue}>
              {formatAmount(equivalent.amount, language)}
            </span>
            <span className={styles.equivalentLabel}>
              {t(`unitSummary.equivalents.kinds.${equivalent.equivalent}`)}
            </span>
            <details className={styles.source}>
              <summary>
                {t(
                  equivalent.local
                    ? 'unitSummary.equivalents.localSource'
                    : 'unitSummary.equivalents.source',
                )}
              </summary>
              <p>{equivalent.source}</p>
              {equivalent.source_year || equivalent.source_url ? (
                <p>
                  {equivalent.source_year
                    ? t('unitSummary.equivalents.sourceYear', { year: equivalent.source_year })
                    : null}{' '}
                  {equivalent.source_url ? (
                    <a href={equivalent.source_url} target="_blank" rel="noreferrer">
                      {hostOf(equivalent.source_url)}
                    </a>
                  ) : null}
                </p>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      <p className={styles.methodNote} data-testid="method-note">
        <strong>{t('unitSummary.equivalents.method')}</strong> {t('unitSummary.method.note')}{' '}
        {summary.method_versions.length > 0
          ? t('unitSummary.method.versions', {
              count: summary.method_versions.length,
              versions: summary.method_versions.join(', '),
            })
          : null}{' '}
        <Link to={paths.methodology}>{t('unitSummary.method.link')}</Link>
      </p>
    </section>
  );
}
