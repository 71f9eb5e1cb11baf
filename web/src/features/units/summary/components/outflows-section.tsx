import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../shared/components/error-state';
import { Spinner } from '../../../../shared/components/spinner';
import type { UnitSummaryFilter } from '../../../../shared/graphql/generated/graphql';
import { useMaterialOutflows } from '../api/get-material-outflows';
import { formatCount, formatTonnes } from '../lib/format';
import { CompanyOutflowsTable } from './company-outflows-table';
import styles from './unit-summary.module.css';

/** Where the material went: the weight by treatment route, hazardous or not (ESRS E5-5). */
export function OutflowsSection({ filter }: { filter: UnitSummaryFilter | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const outflows = useMaterialOutflows(filter);
  const data = outflows.data?.get_material_outflows;
  return (
    <section
      className={`${styles.card} ${styles.section}`}
      aria-labelledby={`${id}-heading`}
      aria-busy={outflows.isFetching || undefined}
    >
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t('unitSummary.outflows.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('unitSummary.outflows.intro')}</p>
      {outflows.isError && !outflows.isFetching ? (
        <ErrorState
          message={t('unitSummary.outflows.error')}
          onRetry={() => void outflows.refetch()}
        />
      ) : !data ? (
        <div className={styles.centredLarge}>
          <Spinner size={48} label={t('common.loading')} />
        </div>
      ) : (
        <>
          <div
            className={styles.tableScroll}
            role="region"
            aria-label={t('unitSummary.outflows.caption')}
            // A table wider than a small screen scrolls: keyboard users reach it (axe:
            // scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={styles.table} data-testid="outflows-table">
              <caption className="visually-hidden">{t('unitSummary.outflows.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('unitSummary.outflows.route')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('unitSummary.outflows.units')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('unitSummary.outflows.tonnes')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('unitSummary.outflows.hazardous')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.routes.map((route) => (
                  <tr key={route.route}>
                    <th scope="row">{t(`unitSummary.outflows.routes.${route.route}`)}</th>
                    <td className={styles.numeric}>{formatCount(route.units, language)}</td>
                    <td className={styles.numeric}>{formatTonnes(route.tonnes, language)}</td>
                    <td className={styles.numeric}>
                      {formatTonnes(route.hazardous_tonnes, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('unitSummary.chart.total')}</th>
                  <td className={styles.numeric}>{formatCount(data.units, language)}</td>
                  <td className={styles.numeric}>{formatTonnes(data.tonnes, language)}</td>
                  <td className={styles.numeric}>
                    {formatTonnes(data.hazardous_tonnes, language)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {/* A group's figures per company, as a master account reports them for the group. */}
          {data.companies.length > 1 ? (
            <CompanyOutflowsTable outflows={data} headingId={`${id}-companies`} />
          ) : null}
          <p className={styles.methodNote}>
            {t('unitSummary.outflows.note')}{' '}
            {data.unweighed_units > 0
              ? t('unitSummary.outflows.unweighed', { count: data.unweighed_units })
              : null}
          </p>
        </>
      )}
    </section>
  );
}
