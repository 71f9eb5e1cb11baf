import type { ReportUnit } from '../report-units.js';
import type { Translate } from '../translate.js';

export type CellValue = string | number | null;

interface UnitColumn {
  key: string;
  width: number;
  /** How a spreadsheet shows it: a calendar date (YYYY-MM-DD text in the CSV) or a number. */
  kind?: 'date' | 'number';
  value(unit: ReportUnit, t: Translate): CellValue;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The complete report's columns, in order; XLSX and CSV show the same. */
export const completeReportColumns: UnitColumn[] = [
  { key: 'serial_number', width: 22, value: (unit) => unit.serial_number },
  { key: 'manufacturer', width: 16, value: (unit) => unit.manufacturer },
  { key: 'model', width: 24, value: (unit) => unit.model },
  {
    key: 'category',
    width: 18,
    value: (unit, t) => t(`unitSummary.categories.${unit.category}`),
  },
  { key: 'weight_kg', width: 11, kind: 'number', value: (unit) => numberOrNull(unit.weight_kg) },
  { key: 'grade', width: 8, value: (unit) => unit.grade },
  {
    key: 'sanitisation_method',
    width: 22,
    value: (unit, t) => t(`reports.methods.${unit.sanitisation_method}`),
  },
  { key: 'erasure_standard', width: 22, value: (unit) => unit.erasure_standard },
  {
    key: 'sanitisation_result',
    width: 16,
    value: (unit, t) => t(`reports.results.${unit.sanitisation_result}`),
  },
  { key: 'outcome', width: 14, value: (unit, t) => t(`reports.outcomes.${unit.outcome}`) },
  { key: 'created_at', width: 12, kind: 'date', value: (unit) => unit.created_at },
  { key: 'graded_date', width: 12, kind: 'date', value: (unit) => unit.graded_date },
  { key: 'completed_date', width: 12, kind: 'date', value: (unit) => unit.completed_date },
  { key: 'job_number', width: 14, value: (unit) => unit.job_number },
  { key: 'department', width: 26, value: (unit) => unit.supplier_company },
  { key: 'co2e_kg', width: 12, kind: 'number', value: (unit) => Number(unit.co2e_kg) },
  { key: 'co2_method_version', width: 12, value: (unit) => unit.co2_method_version },
];

export function headerOf(t: Translate): string[] {
  return completeReportColumns.map((column) => t(`reports.columns.${column.key}`));
}

/**
 * Labels are looked up once per distinct value, not once per unit: a report has few distinct
 * categories, methods, results and outcomes but may have hundreds of thousands of units.
 */
export function cachedTranslate(t: Translate): Translate {
  const cache = new Map<string, string>();
  return (key, values) => {
    if (values) return t(key, values);
    let text = cache.get(key);
    if (text === undefined) {
      text = t(key);
      cache.set(key, text);
    }
    return text;
  };
}

export function rowOf(unit: ReportUnit, t: Translate): CellValue[] {
  return completeReportColumns.map((column) => column.value(unit, t));
}
