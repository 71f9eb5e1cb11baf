import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../shared/components/page-header';
import { RenderAfterPaint } from '../../../../shared/components/render-after-paint';
import { Spinner } from '../../../../shared/components/spinner';
import { isValidRange, presetRange, type DateRange } from '../../../../shared/lib/date-ranges';
import { materialOutflowsQuery } from '../api/get-material-outflows';
import { useSuppliers } from '../api/get-suppliers';
import { useUnitSummary } from '../api/get-unit-summary';
import { unitTrendQuery } from '../api/get-unit-trend';
import {
  parseFilter,
  serialiseFilter,
  summaryPeriods,
  toSummaryFilter,
  type DashboardFilter,
} from '../lib/filter';
import { formatDate } from '../../../../shared/lib/format-date';
import { useNextTask } from '../../../../shared/lib/use-next-task';
import { CategorySection } from './category-section';
import { OutflowsSection } from './outflows-section';
import { TrendSection } from './trend-section';
import { SerialSearch } from './serial-search';
import { Equivalents, MetricCards } from './summary-figures';
import { customPeriod, SummaryFilters } from './summary-filters';
import { PreviousPeriodNote } from './period-change-note';
import styles from './unit-summary.module.css';
import { ErrorState } from '../../../../shared/components/error-state';
import type { UnitSummaryFilter } from '../../../../shared/graphql/generated/graphql';
import { chartBarPath, monthRange, processedOutcomes } from '../lib/chart-search';

/**
 * Starts the loads of the sections below the figures beside the summary's, rather than once the
 * summary has come and they appear. In a task of its own: starting a request takes the main
 * thread for a moment, and the first render is long enough.
 */
function usePrefetchSections(filter: UnitSummaryFilter | null) {
  const queryClient = useQueryClient();
  // The filter is a new object on every render; its contents are what count.
  useNextTask(() => {
    if (!filter) return;
    void queryClient.prefetchQuery(materialOutflowsQuery(filter));
    void queryClient.prefetchQuery(unitTrendQuery(filter));
  }, [queryClient, filter ? JSON.stringify(filter) : null]);
}

const isComplete = (range: DateRange) => Boolean(range.from && range.to) && isValidRange(range);

/**
 * The environmental dashboard; its filter lives in the query string. `top` is what the route
 * composes above the figures, under the title (the "Needs your attention" panel); `topLoading`
 * says it is still loading, so the first load waits for it too.
 */
export function UnitSummaryDashboard({
  top,
  topLoading = false,
}: {
  top?: ReactNode;
  topLoading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseFilter(searchParams);
  // A custom range being edited; it reaches the address once both ends make a valid range.
  const [draftRange, setDraftRange] = useState<DateRange | null>(null);
  const customRange = draftRange ?? (filter.kind === 'range' ? filter.range : null);

  const summaryFilter = draftRange ? null : toSummaryFilter(filter);
  const summary = useUnitSummary(summaryFilter);
  usePrefetchSections(summaryFilter);
  const suppliers = useSuppliers();
  const data = summary.data?.get_unit_summary;

  const update = (next: DashboardFilter) =>
    setSearchParams(serialiseFilter(next), { replace: true });
  const common = { dateColumn: filter.dateColumn, supplierId: filter.supplierId };
  const currentYear = filter.kind === 'period' ? filter.year : new Date().getFullYear();

  const changePeriod = (value: string) => {
    if (value === customPeriod) {
      const range =
        data?.from && data.to ? { from: data.from, to: data.to } : presetRange('last3Months');
      setDraftRange(null);
      update({ ...common, kind: 'range', range });
      return;
    }
    const period = summaryPeriods.find((option) => option === value);
    if (!period) return;
    setDraftRange(null);
    update({ ...common, kind: 'period', period, year: currentYear });
  };

  const changeRange = (range: DateRange) => {
    if (isComplete(range)) {
      setDraftRange(null);
      update({ ...common, kind: 'range', range });
    } else {
      setDraftRange(range);
    }
  };

  // A chart's bar opens its units on the serial search below, for the period shown.
  const period = { from: data?.from ?? null, to: data?.to ?? null };
  const barColumn = data?.date_column === 'CREATED_AT' ? 'CREATED_AT' : 'COMPLETED_DATE';
  const categoryLink = (category: string) =>
    chartBarPath(searchParams, {
      category,
      outcomes: [...processedOutcomes],
      dateColumn: barColumn,
      ...period,
    });
  const monthLink = (month: string) =>
    chartBarPath(searchParams, {
      category: null,
      outcomes: null,
      dateColumn: barColumn,
      ...monthRange(month, period),
    });

  const master = suppliers.data?.get_suppliers[0];
  const scope =
    master?.is_master_account && master.sub_suppliers.length
      ? { group: master, subSuppliers: master.sub_suppliers }
      : null;
  const scopeName = filter.supplierId
    ? scope?.subSuppliers.find((supplier) => supplier.id === filter.supplierId)?.company
    : scope?.group.company;

  const shownRange = data
    ? data.from && data.to
      ? t('unitSummary.status.range', {
          from: formatDate(data.from, language),
          to: formatDate(data.to, language),
        })
      : t('unitSummary.status.allTime')
    : '';

  // The first load shows one loading block, then everything at once: the items above, filters
  // that grow (the scope choice of a group) and figures that arrive would otherwise push what is
  // below. The top stays mounted (hidden) meanwhile, so it loads once.
  const firstLoad =
    topLoading || suppliers.isPending || (summaryFilter !== null && summary.isPending);
  const header = (
    <>
      <PageHeader title={t('pages.unitSummary.title')} />
      {top ? <div hidden={firstLoad}>{top}</div> : null}
    </>
  );
  if (firstLoad) {
    return (
      <>
        {header}
        {/* Keyed, so the renderer makes new elements for the figures instead of moving this
            block into their place (which the browser would count as the page jumping). */}
        <div key="first-load" className={styles.centredLarge}>
          <Spinner label={t('common.loading')} />
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <SummaryFilters
        filter={filter}
        customRange={customRange}
        onPeriodChange={changePeriod}
        onYearChange={(year) => filter.kind === 'period' && update({ ...filter, year })}
        onRangeChange={changeRange}
        onDateColumnChange={(dateColumn) => update({ ...filter, dateColumn })}
        onSupplierChange={(supplierId) => update({ ...filter, supplierId })}
        scope={scope}
      />

      <div className={styles.statusLine} aria-live="polite">
        {summary.isFetching ? (
          <>
            <Spinner size={24} />
            <span>{t('unitSummary.status.loading')}</span>
          </>
        ) : data ? (
          <span>
            {t('unitSummary.status.showing', {
              range: shownRange,
              column: t(`unitSummary.dateColumns.${data.date_column}`),
            })}
            {scopeName ? ` · ${scopeName}` : ''}
          </span>
        ) : draftRange ? (
          <span>{t('unitSummary.status.completeRange')}</span>
        ) : null}
      </div>

      {summary.isError && !summary.isFetching ? (
        <div className={styles.errorSpacing}>
          <ErrorState
            message={t('unitSummary.errors.summary')}
            onRetry={() => void summary.refetch()}
          />
        </div>
      ) : null}

      {data ? (
        <div
          className={`${styles.figures} ${summary.isPlaceholderData ? styles.stale : ''}`}
          aria-busy={summary.isFetching || undefined}
        >
          <section className={styles.section} aria-labelledby={`${id}-units`}>
            <h2 id={`${id}-units`} className="visually-hidden">
              {t('unitSummary.metrics.heading')}
            </h2>
            <MetricCards summary={data} />
            {data.previous ? (
              <PreviousPeriodNote from={data.previous.from} to={data.previous.to} />
            ) : null}
          </section>
          {/* Each section below the first screen is built in a task of its own (top down). */}
          <RenderAfterPaint>
            <OutflowsSection filter={summaryFilter} />
          </RenderAfterPaint>
          <RenderAfterPaint>
            <div className={styles.columns}>
              <CategorySection rows={data.chart} linkOf={categoryLink} />
              <Equivalents summary={data} headingId={`${id}-equivalents`} />
            </div>
          </RenderAfterPaint>
          <RenderAfterPaint>
            <TrendSection filter={summaryFilter} linkOf={monthLink} />
          </RenderAfterPaint>
        </div>
      ) : summary.isPending && summaryFilter ? (
        <div className={styles.centredLarge}>
          <Spinner label={t('common.loading')} />
        </div>
      ) : null}

      <RenderAfterPaint>
        <SerialSearch supplierId={filter.supplierId} />
      </RenderAfterPaint>
    </>
  );
}
