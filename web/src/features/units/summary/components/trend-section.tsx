import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../shared/components/error-state';
import { Spinner } from '../../../../shared/components/spinner';
import type { UnitSummaryFilter } from '../../../../shared/graphql/generated/graphql';
import { useUnitTrend } from '../api/get-unit-trend';
import { formatCount, formatTons, localeOf } from '../lib/format';
import { ChartWhenNear } from './chart-when-near';
import { TableDisclosure } from './table-disclosure';
import styles from './unit-summary.module.css';

// Chart.js loads with the chart, never with the shell or the login screen.
const TrendChart = lazy(() => import('./trend-chart'));

/** "Jan 2026" in the reader's language, for a YYYY-MM month. */
function monthLabelOf(language: string) {
  const format = new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (month: string) => format.format(new Date(`${month}-15T12:00:00Z`));
}

/** Units by outcome and CO2 saved per month: a chart, and the same figures as a table. */
export function TrendSection({
  filter,
  linkOf,
}: {
  filter: UnitSummaryFilter | null;
  /** The serial search narrowed to a month's units (YYYY-MM). */
  linkOf: (month: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const trend = useUnitTrend(filter);
  const months = trend.data?.get_unit_trend;
  const description = months ? t('unitSummary.trend.description', { count: months.length }) : '';
  // One function per language: the chart redraws when its labels' function changes.
  const monthLabel = useMemo(() => monthLabelOf(language), [language]);
  return (
    <section
      className={`${styles.card} ${styles.section} ${styles.chartCard}`}
      aria-labelledby={`${id}-heading`}
      aria-busy={trend.isFetching || undefined}
    >
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t('unitSummary.trend.heading')}
      </h2>
      {trend.isError && !trend.isFetching ? (
        <ErrorState message={t('unitSummary.trend.error')} onRetry={() => void trend.refetch()} />
      ) : !months ? (
        <div className={styles.centredLarge}>
          <Spinner size={48} label={t('common.loading')} />
        </div>
      ) : months.length === 0 ? (
        <p className={styles.empty}>{t('unitSummary.trend.empty')}</p>
      ) : (
        <>
          <ChartWhenNear height={320} description={description}>
            <Suspense
              fallback={
                <div
                  className={`${styles.chartCanvas} ${styles.chartLoading}`}
                  style={{ height: '320px' }}
                >
                  <Spinner size={48} label={t('common.loading')} />
                </div>
              }
            >
              <TrendChart
                className={styles.chartCanvas}
                months={months}
                monthLabel={monthLabel}
                description={description}
                links={months.map((month) => {
                  const units =
                    month.reused_units +
                    month.recycled_units +
                    month.stocked_units +
                    month.in_process_units;
                  return {
                    to: linkOf(month.month),
                    label: t('figures.chartLinks.month', {
                      month: monthLabel(month.month),
                      count: units,
                      units: formatCount(units, language),
                    }),
                  };
                })}
                linksLabel={t('figures.chartLinks.months')}
              />
            </Suspense>
          </ChartWhenNear>
          <TableDisclosure
            summary={t('unitSummary.trend.showTable')}
            table={() => (
              <div
                className={styles.tableScroll}
                role="region"
                aria-label={t('unitSummary.trend.caption')}
                // A table wider than a small screen scrolls: keyboard users reach it (axe:
                // scrollable-region-focusable).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
              >
                <table className={styles.table} data-testid="trend-table">
                  <caption>{t('unitSummary.trend.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('unitSummary.trend.month')}</th>
                      <th scope="col" className={styles.numeric}>
                        {t('unitSummary.metrics.reused')}
                      </th>
                      <th scope="col" className={styles.numeric}>
                        {t('unitSummary.metrics.recycled')}
                      </th>
                      <th scope="col" className={styles.numeric}>
                        {t('unitSummary.metrics.stocked')}
                      </th>
                      <th scope="col" className={styles.numeric}>
                        {t('unitSummary.metrics.inProcess')}
                      </th>
                      <th scope="col" className={styles.numeric}>
                        {t('unitSummary.trend.co2')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {months.map((month) => (
                      <tr key={month.month}>
                        <th scope="row">{monthLabel(month.month)}</th>
                        <td className={styles.numeric}>
                          {formatCount(month.reused_units, language)}
                        </td>
                        <td className={styles.numeric}>
                          {formatCount(month.recycled_units, language)}
                        </td>
                        <td className={styles.numeric}>
                          {formatCount(month.stocked_units, language)}
                        </td>
                        <td className={styles.numeric}>
                          {formatCount(month.in_process_units, language)}
                        </td>
                        <td className={styles.numeric}>
                          {formatTons(month.co2_savings_tons, language)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          />
        </>
      )}
    </section>
  );
}
