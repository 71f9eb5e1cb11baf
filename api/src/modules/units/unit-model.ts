import type { Selectable } from 'kysely';
import type { ProcessedUnits } from '../../database/schema.generated.js';

export type ProcessedUnitModel = Pick<
  Selectable<ProcessedUnits>,
  | 'serial_number'
  | 'manufacturer'
  | 'model'
  | 'category'
  | 'weight_kg'
  | 'grade'
  | 'sanitisation_method'
  | 'erasure_standard'
  | 'sanitisation_result'
  | 'outcome'
  | 'created_at'
  | 'graded_date'
  | 'completed_date'
  | 'job_number'
> & { supplier_company: string };
