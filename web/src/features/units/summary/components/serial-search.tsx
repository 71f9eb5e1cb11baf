import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../../shared/components/spinner';
import { StatusTag, type StatusTone } from '../../../../shared/components/status-tag';
import type {
  SearchUnitPageQuery,
  UnitSearchSort,
} from '../../../../shared/graphql/generated/graphql';
import { Button } from '../../../../shared/components/button';
import { SelectField } from '../../../../shared/components/form-field';
import type { ListOptions } from '../../../../shared/lists/list-state';
import { ListExportButtons } from '../../../../shared/lists/list-toolbar';
import { useListView } from '../../../../shared/lists/use-list-view';
import { exportQueryOfSearch } from '../lib/search-export';
import { minimumSerialLength, searchPageSize, useUnitSearchPage } from '../api/search-unit-page';
import { useCategoryLabel } from '../../../../shared/i18n/use-category-label';
import { useDebouncedValue } from '../../../../shared/lib/use-debounced-value';
import { formatDate } from '../../../../shared/lib/format-date';
import { unitPathFrom } from '../../../../shared/routing/unit-origin';
import {
  chartCriteriaOf,
  chartSearchFilters,
  serialSearchAnchor,
  type ChartSearchFilter,
} from '../lib/chart-search';
import { ChartSearchSummary } from './chart-search-summary';
import { SearchIcon } from './icons';
import styles from './unit-summary.module.css';
import { htmlLanguageTag } from '../../../../shared/i18n/languages';

type Unit = SearchUnitPageQuery['search_unit_page']['units'][number];

const outcomeTones: Record<string, StatusTone> = {
  reused: 'active',
  recycled: 'created',
  stocked: 'default',
  in_process: 'default',
};

function UnitHistory({ unit, search }: { unit: Unit; search: string }) {
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
            <Link to={unitPathFrom(unit.id, { kind: 'search', search })}>{unit.serial_number}</Link>
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

/** The search's view in the address, apart from the dashboard's own: ?serial-q=&serial-sort=... */
const unitSearchListOptions: ListOptions<UnitSearchSort, ChartSearchFilter> = {
  sorts: ['serial_number', 'company', 'received', 'completed', 'outcome', 'job_number'],
  defaultSort: 'serial_number',
  defaultDirection: 'ASC',
  // What a chart's bar narrows to: ?serial-category=&serial-from=&serial-to=...
  filters: chartSearchFilters,
  prefix: 'serial-',
};

/** The translation key of each sort's name. */
const sortLabels: Record<UnitSearchSort, string> = {
  serial_number: 'unitSummary.search.label',
  company: 'unitSummary.search.supplier',
  received: 'unitSummary.search.received',
  completed: 'unitSummary.search.completed',
  outcome: 'reports.columns.outcome',
  job_number: 'unitSummary.search.jobNumber',
};

/**
 * Finds units by the start of their serial number (at least three characters) or behind a
 * chart's bar: sorted, paged and exported on the server, the search and its view kept in the
 * address.
 */
export function SerialSearch({ supplierId }: { supplierId: string | null }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const list = useListView(unitSearchListOptions);
  const { view } = list;
  const [text, setText] = useState(view.text);
  const serial = useDebouncedValue(text.trim(), 300);
  // The address follows what was typed once typing pauses (and a new search starts at page 1).
  const { setText: setViewText } = list;
  useEffect(() => {
    if (serial !== view.text) setViewText(serial);
  }, [serial, view.text, setViewText]);
  const criteria = chartCriteriaOf(view.filters);
  const serialCriterion = serial.length >= minimumSerialLength ? serial : '';
  const tooShort = !serialCriterion && !criteria;
  const search = useUnitSearchPage({
    serial_number: serialCriterion || null,
    supplier_id: supplierId,
    category: criteria?.category ?? null,
    outcomes: criteria?.outcomes ?? null,
    date_column: criteria ? criteria.dateColumn : null,
    from: criteria?.from ?? null,
    to: criteria?.to ?? null,
    page: view.page,
    page_size: searchPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const typing = text.trim() !== serial;
  const found = search.data?.search_unit_page;
  const number = new Intl.NumberFormat(htmlLanguageTag(i18n.resolvedLanguage ?? i18n.language));
  const pages = Math.max(1, Math.ceil((found?.total ?? 0) / searchPageSize));
  // A unit's page leads back here with this view (a reload keeps it: it is in the address).
  const location = useLocation();
  const origin = location.search.replace(/^\?/, '');
  // A chart's link lands here: bring the search into view once.
  const section = useRef<HTMLElement>(null);
  const arrivedByLink = location.hash === `#${serialSearchAnchor}`;
  useEffect(() => {
    if (arrivedByLink) section.current?.scrollIntoView({ block: 'start' });
  }, [arrivedByLink, location.key]);

  let status: string;
  if (tooShort) status = '';
  else if (search.isError) status = t('unitSummary.search.error');
  else if (search.isFetching || typing) status = t('unitSummary.search.searching');
  else status = t('unitSummary.search.found', { count: found?.total ?? 0 });

  return (
    <section
      ref={section}
      id={serialSearchAnchor}
      className={`${styles.card} ${styles.section}`}
      aria-labelledby={`${id}-heading`}
    >
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
            maxLength={100}
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
      {criteria ? <ChartSearchSummary criteria={criteria} onClear={list.clear} /> : null}
      <p className={search.isError && !tooShort ? styles.error : 'visually-hidden'} role="status">
        {status}
      </p>
      {!tooShort && !typing && found ? (
        found.units.length ? (
          <>
            <div className={styles.searchTools}>
              <SelectField
                label={t('unitSummary.search.sortBy')}
                value={view.sort}
                onChange={(event) => list.sortBy(event.target.value as UnitSearchSort)}
              >
                {unitSearchListOptions.sorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(sortLabels[sort])}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('unitSummary.search.order')}
                value={view.direction}
                onChange={(event) => {
                  // Choosing the other direction turns the current order round.
                  if (event.target.value !== view.direction) list.sortBy(view.sort);
                }}
              >
                <option value="ASC">{t('unitSummary.search.ascending')}</option>
                <option value="DESC">{t('unitSummary.search.descending')}</option>
              </SelectField>
              <ListExportButtons
                name="serial-search"
                query={exportQueryOfSearch(serialCriterion, supplierId, view, criteria)}
              />
            </div>
            <ul className={styles.units}>
              {found.units.map((unit) => (
                <UnitHistory key={unit.id} unit={unit} search={origin} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className={styles.searchPages} aria-label={t('lists.pagination')}>
                <Button
                  variant="secondary"
                  disabled={view.page <= 1}
                  onClick={() => list.setPage(view.page - 1)}
                >
                  {t('lists.previous')}
                </Button>
                <span>
                  {t('lists.page', { page: number.format(view.page), pages: number.format(pages) })}
                </span>
                <Button
                  variant="secondary"
                  disabled={view.page >= pages}
                  onClick={() => list.setPage(view.page + 1)}
                >
                  {t('lists.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : (
          <p className={styles.empty}>
            {serialCriterion
              ? t('unitSummary.search.noResults', { serial })
              : t('figures.search.noResults')}
          </p>
        )
      ) : null}
    </section>
  );
}
