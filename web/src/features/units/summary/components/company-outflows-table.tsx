import { useTranslation } from 'react-i18next';
import type { GetMaterialOutflowsQuery } from '../../../../shared/graphql/generated/graphql';
import { formatTonnes } from '../lib/format';
import styles from './unit-summary.module.css';

type Outflows = GetMaterialOutflowsQuery['get_material_outflows'];

/**
 * A group's outflows per company, for a master account reporting for its group: the tonnes of
 * each treatment route that holds units in the scope, the total and the hazardous part.
 */
export function CompanyOutflowsTable({
  outflows,
  headingId,
}: {
  outflows: Outflows;
  headingId: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const routes = outflows.routes.filter((route) => route.units > 0).map((route) => route.route);
  return (
    <>
      <h3 id={headingId} className={styles.subHeading}>
        {t('unitSummary.outflows.companies')}
      </h3>
      <div
        className={styles.tableScroll}
        role="region"
        aria-labelledby={headingId}
        // A table wider than a small screen scrolls: keyboard users reach it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table} data-testid="company-outflows-table">
          <caption className="visually-hidden">
            {t('unitSummary.outflows.companiesCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('unitSummary.outflows.company')}</th>
              {routes.map((route) => (
                <th key={route} scope="col" className={styles.numeric}>
                  {t(`unitSummary.outflows.routes.${route}`)}
                </th>
              ))}
              <th scope="col" className={styles.numeric}>
                {t('unitSummary.outflows.totalTonnes')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('unitSummary.outflows.hazardous')}
              </th>
            </tr>
          </thead>
          <tbody>
            {outflows.companies.map((company) => (
              <tr key={company.supplier_id}>
                <th scope="row">{company.company}</th>
                {routes.map((route) => (
                  <td key={route} className={styles.numeric}>
                    {formatTonnes(
                      company.routes.find((row) => row.route === route)?.tonnes ?? 0,
                      language,
                    )}
                  </td>
                ))}
                <td className={styles.numeric}>{formatTonnes(company.tonnes, language)}</td>
                <td className={styles.numeric}>
                  {formatTonnes(company.hazardous_tonnes, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
