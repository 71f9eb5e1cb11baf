import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../shared/components/status-tag';
import type { SearchUnitsQuery } from '../../../shared/graphql/generated/graphql';
import { minimumSerialLength, searchResultLimit, useUnitSearch } from '../api/search-units';
import { useCategoryLabel } from '../../../shared/i18n/use-category-label';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatDate } from '../../../shared/lib/format-date';
import { paths } from '../../../shared/routing/paths';
import { SearchIcon } from './icons';
import styles from './unit-summary.module.css';

type Unit = SearchUnitsQuery['search_units'][number];

const outcomeTones: Record<string, StatusTone> = {
  reused: 'active',
  recycled: 'created',
  stocked: 'default',
  in_process: 'default',
};

function UnitHistory({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const categoryLabel = useCategoryLabel();
  const day = (value: string) => formatDate(value, language);
  const product = [unit.manufacturer, unit.model].filter(Boolean).join(' ');
  const sanitisation =
    unit.sanitisation_method === 'not_required'
      ? t('unitSummary.search.sanitisation.not_required')
      : t(`unitSummary.search.sanitisation.${unit.sanitisation_method}`, {
          defaultValue: unit.sanitisation_method,
        });
  const result = t(`unitSummary.search.results.${unit.sanitisation_result}`, {
    defaultValue: unit.sanitisation_result,
  });

  return (
    <li className={`${styles.card} ${styles.unit}`}>
      <div className={styles.unitHeader}>
        <div>
          <h3 className={styles.unitSerial}>
            <Link to={paths.unit(unit.id)}>{unit.serial_number}</Link>
          </h3>
          <p className={styles.unitProduct}>
            {[product, categoryLabel(unit.category)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <StatusTag tone={outcomeTones[unit.outcome] ?? 'default'}>
          {t(`unitSummary.search.outcomes.${unit.outcome}`, { defaultValue: unit.outcome })}
        </StatusTag>
      </div>
      <dl className={styles.unitFacts}>
        <div>
          <dt>{t('unitSummary.search.supplier')}</dt>
          <dd>{unit.supplier_company}</dd>
        </div>
        <div>
          <dt>{t('unitSummary.search.jobNumber')}</dt>
          <dd>{unit.job_number ?? t('unitSummary.search.none')}</dd>
        </div>
      </dl>
      <ol
        className={styles.timeline}
        aria-label={t('unitSummary.search.history', { serial: unit.serial_number })}
      >
        <li className={styles.done}>
          <span className={styles.step}>{t('unitSummary.search.received')}</span>
          <span>{day(unit.created_at)}</span>
        </li>
        <li className={unit.graded_date ? styles.done : undefined}>
          <span className={styles.step}>{t('unitSummary.search.graded')}</span>
          <span>
            {unit.graded_date
              ? unit.grade
                ? t('unitSummary.search.gradedWith', {
                    date: day(unit.graded_date),
                    grade: unit.grade,
                  })
                : day(unit.graded_date)
              : t('unitSummary.search.notYet')}
          </span>
        </li>
        <li className={unit.sanitisation_result === 'passed' ? styles.done : undefined}>
          <span className={styles.step}>{sanitisation}</span>
          <span>
            {unit.sanitisation_method === 'not_required'
              ? t('unitSummary.search.noData')
              : [result, unit.erasure_standard].filter(Boolean).join(' · ')}
          </span>
        </li>
        <li className={unit.completed_date ? styles.done : undefined}>
          <span className={styles.step}>{t('unitSummary.search.completed')}</span>
          <span>
            {unit.completed_date
              ? t('unitSummary.search.completedAs', {
                  date: day(unit.completed_date),
                  outcome: t(`unitSummary.search.outcomes.${unit.outcome}`, {
                    defaultValue: unit.outcome,
                  }),
                })
              : t('unitSummary.search.notYet')}
          </span>
        </li>
      </ol>
    </li>
  );
}

/** Finds units by the start of their serial number (at least three characters). */
export function SerialSearch({ supplierId }: { supplierId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const serial = useDebouncedValue(text.trim(), 300);
  const search = useUnitSearch(serial, supplierId);
  const tooShort = serial.length < minimumSerialLength;
  const typing = text.trim() !== serial;

  let status: string;
  if (tooShort) status = '';
  else if (search.isError) status = t('unitSummary.search.error');
  else if (search.isFetching || typing) status = t('unitSummary.search.searching');
  else status = t('unitSummary.search.found', { count: search.data?.search_units.length ?? 0 });

  return (
    <section className={`${styles.card} ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t('unitSummary.search.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('unitSummary.search.intro')}</p>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-serial`} className={styles.searchLabel}>
          {t('unitSummary.search.label')}
        </label>
        <div className={styles.searchBox}>
          <span className={styles.searchIcon}>
            <SearchIcon />
          </span>
          <input
            id={`${id}-serial`}
            type="search"
            className={styles.searchInput}
            value={text}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('unitSummary.search.placeholder')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          {!tooShort && (search.isFetching || typing) ? (
            <span className={styles.searchSpinner}>
              <Spinner size={28} />
            </span>
          ) : null}
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('unitSummary.search.hint', { min: minimumSerialLength })}
        </p>
      </form>
      <p className={search.isError && !tooShort ? styles.error : 'visually-hidden'} role="status">
        {status}
      </p>
      {!tooShort && !typing && search.data ? (
        search.data.search_units.length ? (
          <>
            <ul className={styles.units}>
              {search.data.search_units.map((unit) => (
                <UnitHistory key={`${unit.serial_number}-${unit.supplier_company}`} unit={unit} />
              ))}
            </ul>
            {search.data.search_units.length >= searchResultLimit ? (
              <p className={styles.hint}>
                {t('unitSummary.search.limited', { limit: searchResultLimit })}
              </p>
            ) : null}
          </>
        ) : (
          <p className={styles.empty}>{t('unitSummary.search.noResults', { serial })}</p>
        )
      ) : null}
    </section>
  );
}
