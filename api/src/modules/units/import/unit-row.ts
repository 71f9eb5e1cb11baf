import { z } from 'zod';
import { processedUnitColumns } from '../unit-model.js';

/**
 * The columns of an import file (a header row names them; order and case do not matter): the
 * unit's columns as reports show them, and who took a recycled unit onward.
 */
export const importColumns = [...processedUnitColumns, 'downstream_recycler'] as const;

export const requiredColumns = [
  'serial_number',
  'category',
  'sanitisation_method',
  'sanitisation_result',
  'outcome',
  'created_at',
] as const;

export type RawUnitRow = Partial<Record<(typeof importColumns)[number], string>>;

const optionalText = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum)
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

/** A date (YYYY-MM-DD, a day in Europe/Oslo) or a date and time (ISO 8601; no zone = Oslo time). */
export const dateOrTime = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) ||
      (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value) &&
        !Number.isNaN(Date.parse(value.replace(' ', 'T')))),
    'Use a date as YYYY-MM-DD or a date and time as YYYY-MM-DDTHH:MM.',
  )
  .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 10))), 'Not a real date.');

const optionalDateOrTime = z
  .string()
  .trim()
  .transform((value) => value || null)
  .nullish()
  .transform((value) => value ?? null)
  .pipe(dateOrTime.nullable());

export function unitRowSchema(categories: ReadonlySet<string>) {
  return z
    .object({
      serial_number: z.string().trim().min(1, 'Serial number is missing.').max(100),
      manufacturer: optionalText(200),
      model: optionalText(200),
      category: z
        .string()
        .trim()
        .toLowerCase()
        .refine((value) => categories.has(value), {
          message: `Category must be one of: ${[...categories].join(', ')}.`,
        }),
      weight_kg: z
        .string()
        .trim()
        .transform((value) => value.replace(',', '.'))
        .refine(
          (value) => value === '' || /^\d{1,6}(\.\d{1,2})?$/.test(value),
          'Weight must be a number of kilograms, like 2.35.',
        )
        .transform((value) => (value === '' ? null : value))
        .nullish()
        .transform((value) => value ?? null),
      grade: z
        .string()
        .trim()
        .toUpperCase()
        .refine(
          (value) => value === '' || ['A', 'B', 'C', 'D'].includes(value),
          'Grade must be A, B, C or D.',
        )
        .transform((value) => value || null)
        .nullish()
        .transform((value) => value ?? null),
      sanitisation_method: z.enum(['software_erasure', 'physical_destruction', 'not_required'], {
        message:
          'sanitisation_method must be software_erasure, physical_destruction or not_required.',
      }),
      erasure_standard: optionalText(100),
      sanitisation_result: z.enum(['passed', 'failed', 'pending', 'not_required'], {
        message: 'sanitisation_result must be passed, failed, pending or not_required.',
      }),
      outcome: z.enum(['reused', 'recycled', 'stocked', 'in_process'], {
        message: 'outcome must be reused, recycled, stocked or in_process.',
      }),
      created_at: dateOrTime,
      graded_date: optionalDateOrTime,
      completed_date: optionalDateOrTime,
      job_number: optionalText(100),
      downstream_recycler: optionalText(200),
    })
    .superRefine((row, context) => {
      if ((row.outcome === 'reused' || row.outcome === 'recycled') && !row.completed_date) {
        context.addIssue({
          code: 'custom',
          path: ['completed_date'],
          message: `A ${row.outcome} unit needs its completed_date.`,
        });
      }
      if (row.outcome === 'in_process' && row.completed_date) {
        context.addIssue({
          code: 'custom',
          path: ['completed_date'],
          message: 'A unit in process has no completed_date yet.',
        });
      }
      if (row.downstream_recycler && row.outcome !== 'recycled') {
        context.addIssue({
          code: 'custom',
          path: ['downstream_recycler'],
          message: 'Only a recycled unit has a downstream_recycler.',
        });
      }
      if (row.completed_date && row.completed_date.slice(0, 10) < row.created_at.slice(0, 10)) {
        context.addIssue({
          code: 'custom',
          path: ['completed_date'],
          message: 'completed_date is before created_at.',
        });
      }
    });
}

export type UnitRow = z.infer<ReturnType<typeof unitRowSchema>>;
