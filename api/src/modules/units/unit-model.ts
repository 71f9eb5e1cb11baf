import type { Selectable } from 'kysely';
import type { ProcessedUnits } from '../../database/schema.generated.js';

/** The processed-unit columns the portal shows (unit search, report files), in column order. */
export const processedUnitColumns = [
  'serial_number',
  'manufacturer',
  'model',
  'category',
  'weight_kg',
  'grade',
  'sanitisation_method',
  'erasure_standard',
  'sanitisation_result',
  'outcome',
  'created_at',
  'graded_date',
  'completed_date',
  'job_number',
] as const satisfies readonly (keyof ProcessedUnits)[];

export type ProcessedUnitColumn = (typeof processedUnitColumns)[number];

export type ProcessedUnitModel = Pick<Selectable<ProcessedUnits>, ProcessedUnitColumn> & {
  /** The unit's page is /units/{id}. */
  id: string;
  supplier_company: string;
};
