import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { Spinner } from '../../../shared/components/spinner';
import type { GetCo2MethodVersionsQuery } from '../../../shared/graphql/generated/graphql';
import { dateLocale, formatDate } from '../../../shared/lib/format-date';
import { sortedByText } from '../../../shared/lib/text-order';
import { usePageTitle } from '../../../shared/lib/use-page-title';
import { useCo2MethodVersions } from '../api/get-co2-method-versions';
import styles from './methodology.module.css';

type MethodVersion = GetCo2MethodVersionsQuery['get_co2_method_versions'][number];

const kilograms = (value: number, language: string) =>
  new Intl.NumberFormat(dateLocale(language), { maximumFractionDigits: 1 }).format(value);

/** Where a source stands in the version's list of sources (its number, from 1). */
const sourceKey = (source: string, year: number) => `${source}|${year}`;

const sourceAnchor = (version: MethodVersion, number: number) =>
  `source-${version.version}-${number}`;

function FactorTable({ version, language }: { version: MethodVersion; language: string }) {
  const { t } = useTranslation();
  const sourceNumbers = new Map<string, number>();
  version.sources.forEach((source, index) => {
    const key = sourceKey(source.source, source.source_year);
    if (!sourceNumbers.has(key)) sourceNumbers.set(key, index + 1);
  });
  const categoryOf = (factor: MethodVersion['category_factors'][number]) =>
    t(`unitSummary.categories.${factor.category}`);
  // By the category's name as the reader reads it; a category's periods stay in their order.
  const factors = sortedByText(version.category_factors, categoryOf, language);
  const captionId = `factors-${version.version}`;
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-labelledby={captionId}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId}>{t('methodology.factors.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('methodology.factors.category')}</th>
            <th scope="col" className={styles.number}>
              {t('methodology.factors.point')}
            </th>
            <th scope="col" className={styles.number}>
              {t('methodology.factors.range')}
            </th>
            <th scope="col">{t('methodology.factors.validFrom')}</th>
            <th scope="col">{t('methodology.factors.source')}</th>
          </tr>
        </thead>
        <tbody>
          {factors.map((factor) => (
            <tr key={`${factor.category}-${factor.valid_from}`}>
              <th scope="row">{categoryOf(factor)}</th>
              <td className={styles.number}>{kilograms(factor.kg_co2e, language)}</td>
              <td className={styles.number}>
                {t('methodology.factors.rangeValue', {
                  low: kilograms(factor.kg_co2e_low, language),
                  high: kilograms(factor.kg_co2e_high, language),
                })}
              </td>
              <td>{formatDate(factor.valid_from, language)}</td>
              <td>
                <SourceReference
                  version={version}
                  number={sourceNumbers.get(sourceKey(factor.source, factor.source_year))}
                  text={t('methodology.sources.item', {
                    source: factor.source,
                    year: factor.source_year,
                  })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A factor's source as a numbered reference to the list of sources under the table: one
 * category's long source repeated on every row made the table hard to read.
 */
function SourceReference(props: {
  version: MethodVersion;
  number: number | undefined;
  text: string;
}) {
  const { t } = useTranslation();
  if (props.number === undefined) return <>{props.text}</>;
  return (
    <a
      href={`#${sourceAnchor(props.version, props.number)}`}
      title={props.text}
      className={styles.reference}
    >
      {t('methodology.sources.reference', { number: props.number })}
    </a>
  );
}

function VersionSection({ version, language }: { version: MethodVersion; language: string }) {
  const { t } = useTranslation();
  const headingId = `method-${version.version}`;
  return (
    <section className={styles.version} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.versionHeading}>
        {t('methodology.version', { version: version.version })}
      </h2>
      <p className={styles.validity}>
        {version.valid_to
          ? t('methodology.validBetween', {
              from: formatDate(version.valid_from, language),
              to: formatDate(version.valid_to, language),
            })
          : t('methodology.validFrom', { from: formatDate(version.valid_from, language) })}{' '}
        {t('methodology.published', { date: formatDate(version.published_on, language) })}
      </p>
      <h3 className={styles.partHeading}>{t('methodology.boundary')}</h3>
      <p>{version.boundary}</p>
      <h3 className={styles.partHeading}>{t('methodology.baseline')}</h3>
      <p>{version.baseline}</p>
      <h3 className={styles.partHeading}>{t('methodology.deductions')}</h3>
      <p>{version.deductions}</p>
      <h3 className={styles.partHeading}>{t('methodology.uncertainty')}</h3>
      <p>{version.uncertainty}</p>
      <h3 className={styles.partHeading}>{t('methodology.factors.heading')}</h3>
      <FactorTable version={version} language={language} />
      {version.model_factors > 0 ? (
        <p>{t('methodology.factors.models', { count: version.model_factors })}</p>
      ) : null}
      <h3 className={styles.partHeading}>{t('methodology.sources.heading')}</h3>
      <ol className={styles.sources}>
        {version.sources.map((source, index) => {
          const text = t('methodology.sources.item', {
            source: source.source,
            year: source.source_year,
          });
          return (
            <li
              key={`${source.source}-${source.source_year}-${source.source_url ?? ''}`}
              id={sourceAnchor(version, index + 1)}
            >
              {source.source_url ? <a href={source.source_url}>{text}</a> : text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Public: how the portal's CO2 figures are computed, every published version of the method
 * with its boundary, baseline, deductions, uncertainty, factors and sources.
 */
export function MethodologyPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  usePageTitle(t('methodology.title'));
  const versions = useCo2MethodVersions(language);
  return (
    <article className={styles.page} data-wide-panel>
      <h1 className={styles.title}>{t('methodology.title')}</h1>
      <p>{t('methodology.intro')}</p>
      <h2 className={styles.versionHeading}>{t('methodology.reporting.heading')}</h2>
      <p>{t('methodology.reporting.avoided')}</p>
      <p>{t('methodology.reporting.scope3')}</p>
      {versions.isPending ? (
        <div className={styles.loading}>
          <Spinner />
        </div>
      ) : versions.isError ? (
        <ErrorState
          message={t('methodology.error')}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      ) : (
        versions.data.get_co2_method_versions.map((version) => (
          <VersionSection key={version.version} version={version} language={language} />
        ))
      )}
    </article>
  );
}
