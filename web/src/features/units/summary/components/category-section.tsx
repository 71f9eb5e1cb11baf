import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../shared/components/spinner';
import { useCategoryLabel } from '../../../../shared/i18n/use-category-label';
import { chartCategories, chartHeightPixels, chartTotal, type ChartRow } from '../lib/chart-data';
import { formatCount } from '../lib/format';
import { ChartWhenNear } from './chart-when-near';
import { TableDisclosure } from './table-disclosure';
import styles from './unit-summary.module.css';
import { TableScroll } from '../../../../shared/components/table-scroll';

// Chart.js loads with the chart, never with the shell or the login screen.
const CategoryChart = lazy(() => import('./category-chart'));

/**
 * Processed units per category: a bar chart whose bars open their units on the serial search,
 * and the same figures (with the total) as a table.
 */
export function CategorySection({
  rows,
  linkOf,
}: {
  rows: readonly ChartRow[];
  /** The serial search narrowed to a category's processed units. */
  linkOf: (category: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const categoryLabel = useCategoryLabel();
  const categories = chartCategories(rows);
  const total = chartTotal(rows);
  const description = t('unitSummary.chart.description', { total: formatCount(total, language) });

  return (
    <section
      className={`${styles.card} ${styles.section} ${styles.chartCard}`}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t('unitSummary.chart.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('unitSummary.chart.counted')}</p>
      {categories.length === 0 ? (
        <p className={styles.empty}>{t('unitSummary.chart.empty')}</p>
      ) : (
        <ChartWhenNear height={chartHeightPixels(categories.length)} description={description}>
          <Suspense
            fallback={
              // As tall as the chart will be, so nothing below moves when it arrives.
              <div
                className={`${styles.chartCanvas} ${styles.chartLoading}`}
                style={{ height: `${chartHeightPixels(categories.length)}px` }}
              >
                <Spinner size={48} label={t('common.loading')} />
              </div>
            }
          >
            <CategoryChart
              className={styles.chartCanvas}
              rows={rows}
              categoryLabel={categoryLabel}
              description={description}
              links={categories.map((row) => ({
                to: linkOf(row.category),
                label: t('figures.chartLinks.category', {
                  category: categoryLabel(row.category),
                  count: row.processed_units,
                  units: formatCount(row.processed_units, language),
                }),
              }))}
              linksLabel={t('figures.chartLinks.categories')}
            />
          </Suspense>
        </ChartWhenNear>
      )}
      <TableDisclosure
        summary={t('unitSummary.chart.showTable')}
        table={() => (
          <TableScroll label={t('common.tableRegion', { caption: t('unitSummary.chart.caption') })}>
            <table className={styles.table}>
              <caption>{t('unitSummary.chart.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('unitSummary.chart.category')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('unitSummary.chart.datasetLabel')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">{categoryLabel(row.category)}</th>
                    <td className={styles.numeric}>{formatCount(row.processed_units, language)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('unitSummary.chart.total')}</th>
                  <td className={styles.numeric}>{formatCount(total, language)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        )}
      />
    </section>
  );
}
