import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../../shared/components/date-range-picker';
import { SelectField } from '../../../../shared/components/form-field';
import type { DateRange } from '../../../../shared/lib/date-ranges';
import {
  dashboardDateColumns,
  periodNeedsYear,
  selectableYears,
  summaryPeriods,
  type DashboardDateColumn,
  type DashboardFilter,
} from '../lib/filter';
import styles from './unit-summary.module.css';
import { useTextOrder } from '../../../../shared/lib/text-order';

export const customPeriod = 'CUSTOM';

interface ScopeOption {
  id: string;
  company: string;
}

interface SummaryFiltersProps {
  filter: DashboardFilter;
  /** The custom range as edited (may be incomplete); null when a period is chosen. */
  customRange: DateRange | null;
  onPeriodChange: (period: string) => void;
  onYearChange: (year: number) => void;
  onRangeChange: (range: DateRange) => void;
  onDateColumnChange: (column: DashboardDateColumn) => void;
  onSupplierChange: (supplierId: string | null) => void;
  /** The group and its sub-suppliers for a master account; null hides the scope choice. */
  scope: { group: ScopeOption; subSuppliers: ScopeOption[] } | null;
}

export function SummaryFilters({
  filter,
  customRange,
  onPeriodChange,
  onYearChange,
  onRangeChange,
  onDateColumnChange,
  onSupplierChange,
  scope,
}: SummaryFiltersProps) {
  const { t } = useTranslation();
  const inTextOrder = useTextOrder();
  const id = useId();
  const period = customRange
    ? customPeriod
    : filter.kind === 'period'
      ? filter.period
      : customPeriod;
  const year = filter.kind === 'period' ? filter.year : new Date().getFullYear();

  return (
    <section className={styles.filters} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('unitSummary.filters.heading')}
      </h2>
      <div className={styles.filterRow}>
        <div className={styles.periodField}>
          <SelectField
            label={t('unitSummary.filters.period')}
            value={period}
            onChange={(event) => onPeriodChange(event.target.value)}
          >
            {summaryPeriods.map((option) => (
              <option key={option} value={option}>
                {t(`unitSummary.periods.${option}`)}
              </option>
            ))}
            <option value={customPeriod}>{t('unitSummary.periods.CUSTOM')}</option>
          </SelectField>
        </div>
        {filter.kind === 'period' && !customRange && periodNeedsYear(filter.period) ? (
          <div className={styles.yearField}>
            <SelectField
              label={t('unitSummary.filters.year')}
              value={year}
              onChange={(event) => onYearChange(Number(event.target.value))}
            >
              {selectableYears(new Date(), year).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        {scope ? (
          <div className={styles.scopeField}>
            <SelectField
              label={t('unitSummary.filters.scope')}
              value={filter.supplierId ?? ''}
              onChange={(event) => onSupplierChange(event.target.value || null)}
            >
              <option value="">
                {t('unitSummary.filters.wholeGroup', { company: scope.group.company })}
              </option>
              {inTextOrder(scope.subSuppliers, (supplier) => supplier.company).map((supplier) => (
                <option key={supplier.id} value={supplier.id}>
                  {supplier.company}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        <fieldset className={styles.segmented}>
          <legend className={styles.segmentedLegend}>{t('unitSummary.filters.dateColumn')}</legend>
          <div className={styles.segmentedOptions}>
            {dashboardDateColumns.map((column) => (
              <label key={column} className={styles.segment}>
                <input
                  type="radio"
                  name={`${id}-date-column`}
                  value={column}
                  checked={filter.dateColumn === column}
                  onChange={() => onDateColumnChange(column)}
                />
                <span>{t(`unitSummary.dateColumns.${column}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {customRange ? (
        <div className={styles.customRange}>
          <DateRangePicker
            value={customRange}
            onChange={onRangeChange}
            label={t('unitSummary.filters.customRange')}
          />
        </div>
      ) : null}
    </section>
  );
}
