import { open } from 'node:fs/promises';
import type { Database } from '../../../database/connections.js';
import type { CountryCode } from '../../../shared/countries.js';
import { isHazardous, treatmentRouteOf } from '../../units/service.js';
import { forEachReportUnitBatch, type ReportFilter, type ReportUnit } from '../report-units.js';
import type { Translate } from '../translate.js';
import { csvField } from '@itad-portal/validation';
import { cachedTranslate, type CellValue } from './columns.js';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

interface AuditorColumn {
  /** The header's key under reports.columns or reports.sustainability.columns. */
  header: string;
  value(unit: ReportUnit, t: Translate, hazardous: (category: string) => boolean): CellValue;
}

/**
 * The auditor's file: every unit of the sustainability report with the figures its totals add
 * up (weight by route and hazard, CO2 with its range), the factor and the method version.
 */
const auditorColumns: AuditorColumn[] = [
  { header: 'reports.columns.serial_number', value: (unit) => unit.serial_number },
  { header: 'reports.columns.department', value: (unit) => unit.supplier_company },
  {
    header: 'reports.columns.category',
    value: (unit, t) => t(`unitSummary.categories.${unit.category}`),
  },
  { header: 'reports.columns.manufacturer', value: (unit) => unit.manufacturer },
  { header: 'reports.columns.model', value: (unit) => unit.model },
  { header: 'reports.columns.completed_date', value: (unit) => unit.completed_date },
  { header: 'reports.columns.outcome', value: (unit, t) => t(`reports.outcomes.${unit.outcome}`) },
  {
    header: 'reports.sustainability.columns.treatment_route',
    value: (unit, t) => t(`unitSummary.outflows.routes.${treatmentRouteOf(unit.outcome)}`),
  },
  {
    header: 'reports.sustainability.columns.hazardous',
    value: (unit, t, hazardous) =>
      t(hazardous(unit.category) ? 'reports.sustainability.yes' : 'reports.sustainability.no'),
  },
  { header: 'reports.columns.weight_kg', value: (unit) => numberOrNull(unit.weight_kg) },
  { header: 'reports.sustainability.columns.co2_factor_id', value: (unit) => unit.co2_factor_id },
  {
    header: 'reports.sustainability.columns.co2_factor_kg',
    value: (unit) => numberOrNull(unit.co2_factor_kg),
  },
  { header: 'reports.columns.co2_method_version', value: (unit) => unit.co2_method_version },
  { header: 'reports.sustainability.columns.co2e_kg', value: (unit) => Number(unit.co2e_kg) },
  {
    header: 'reports.sustainability.columns.co2e_low_kg',
    value: (unit) => Number(unit.co2e_low_kg),
  },
  {
    header: 'reports.sustainability.columns.co2e_high_kg',
    value: (unit) => Number(unit.co2e_high_kg),
  },
];

const csvLine = (values: CellValue[]) => `${values.map((value) => csvField(value)).join(',')}\r\n`;

/** Writes the per-unit CSV (UTF-8 with a BOM, as the complete report's), batch by batch. */
export async function writeSustainabilityCsv(options: {
  database: Database;
  country: CountryCode;
  report: ReportFilter;
  filePath: string;
  t: Translate;
  onProgress: (units: number) => Promise<void>;
}): Promise<void> {
  const t = cachedTranslate(options.t);
  const categories = await options.database
    .selectFrom('unit_categories')
    .select(['code', 'hazardous'])
    .execute();
  const flags = new Map(
    categories.map((category) => [category.code, isHazardous(options.country, category.hazardous)]),
  );
  const hazardous = (category: string) => flags.get(category) ?? true;
  const handle = await open(options.filePath, 'w');
  try {
    await handle.write(`\ufeff${csvLine(auditorColumns.map((column) => t(column.header)))}`);
    let written = 0;
    await forEachReportUnitBatch(options.database, options.report, async (units) => {
      await handle.write(
        units
          .map((unit) => csvLine(auditorColumns.map((column) => column.value(unit, t, hazardous))))
          .join(''),
      );
      written += units.length;
      await options.onProgress(written);
    });
  } finally {
    await handle.close();
  }
}
