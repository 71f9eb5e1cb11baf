import { z } from 'zod';
import { sortDirectionQuery } from '../../shared/lists/list-arguments.js';
import { reconciliationSortFields, reconciliationStatuses } from './reconciliation-model.js';

const lower = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(values));

export const reconciliationQueryInput = z.object({
  filter: z
    .object({
      status: lower(reconciliationStatuses).nullish(),
      text: z.string().trim().max(100).nullish(),
    })
    .nullish()
    .transform((filter) => filter ?? {}),
  sort: z
    .object({
      field: lower(reconciliationSortFields),
      direction: lower(['asc', 'desc'] as const).nullish(),
    })
    .nullish()
    .transform((sort) => ({
      field: sort?.field ?? 'serial_number',
      direction: sort?.direction ?? 'asc',
    })),
  page: z.number().int().min(1).max(100_000).nullish(),
  page_size: z.number().int().min(1).max(200).nullish(),
});

/** The export's query string: the list's filter and order, as the page shows them. */
export const reconciliationExportQuery = z.object({
  status: lower(reconciliationStatuses).optional(),
  text: z.string().trim().max(100).optional(),
  sort: lower(reconciliationSortFields).optional(),
  direction: sortDirectionQuery
    .transform((direction) => (direction === 'ASC' ? 'asc' : 'desc'))
    .optional(),
  language: z.string().optional(),
});

const maximumAssetsPerCall = 1_000;

export const expectedAssetsInput = z.object({
  assets: z
    .array(
      z.object({
        serial_number: z.string(),
        asset_tag: z.string().nullish(),
        model: z.string().nullish(),
        device_id: z.string().nullish(),
        device_name: z.string().nullish(),
        holds_data: z.boolean().nullish(),
      }),
    )
    .max(maximumAssetsPerCall, `Send at most ${maximumAssetsPerCall} assets per call.`),
  append: z.boolean().nullish(),
});

/** A column chosen for the upload (0-based), or none. */
const column = z
  .string()
  .regex(/^(\d{1,4}|none)$/, 'A column number from 0, or "none".')
  .transform((value) => (value === 'none' ? null : Number(value)));

/** The upload's query string: the job to store the list for (none: only check it), the columns. */
export const uploadQuery = z.object({
  job_id: z.string().optional(),
  serial_number_column: column.optional(),
  asset_tag_column: column.optional(),
  model_column: column.optional(),
  device_id_column: column.optional(),
  device_name_column: column.optional(),
  holds_data_column: column.optional(),
});
