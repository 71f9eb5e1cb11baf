import { z } from 'zod';
import { DomainError } from '../../shared/errors.js';
import { isLocalDate } from '../../shared/local-dates.js';
import { summaryPeriods } from './periods.js';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { minimumSerialPrefixLength, unitSearchSorting } from './search.js';

const localDate = z.string().refine(isLocalDate, 'Use a date as YYYY-MM-DD.');

export const unitSummaryInput = z
  .object({
    period: z.enum(summaryPeriods).nullish(),
    year: z.number().int().min(2000).max(2100).nullish(),
    from: localDate.nullish(),
    to: localDate.nullish(),
    date_column: z.enum(['CREATED_AT', 'COMPLETED_DATE', 'GRADED_DATE']).nullish(),
    supplier_id: z.string().nullish(),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  });

export const searchUnitsInput = z.object({
  serial_number: z
    .string()
    .trim()
    .min(minimumSerialPrefixLength, `Type at least ${minimumSerialPrefixLength} characters.`)
    .max(100),
  supplier_id: z.string().nullish(),
  limit: z.number().int().min(1).max(50).nullish(),
});

const unitOutcomes = ['reused', 'recycled', 'stocked', 'in_process'] as const;

/** What a dashboard chart's bar stands for, beside the serial prefix (all optional). */
const chartCriteria = {
  category: z.string().trim().min(1).max(100).nullish(),
  date_column: z.enum(['CREATED_AT', 'COMPLETED_DATE', 'GRADED_DATE']).nullish(),
  from: localDate.nullish(),
  to: localDate.nullish(),
};

type SearchShape = {
  serial_number?: string | null;
  category?: string | null;
  from?: string | null;
  to?: string | null;
};

// A search needs something to narrow by: a serial prefix, a category or a range of days.
const narrowsTheSearch = (input: SearchShape) =>
  Boolean(input.serial_number || input.category || input.from || input.to);
const narrowing = {
  message: `Type at least ${minimumSerialPrefixLength} characters.`,
  path: ['serial_number'],
};
const orderedRange = (input: SearchShape) => !input.from || !input.to || input.from <= input.to;
const rangeOrder = { message: 'The start date must not be after the end date.', path: ['from'] };

/** An empty serial number is no serial criterion; one given must be a prefix of 3 or more. */
const optionalSerialPrefix = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || value.length >= minimumSerialPrefixLength, {
    message: `Type at least ${minimumSerialPrefixLength} characters.`,
  });

export const unitSearchPageInput = z
  .object({
    serial_number: optionalSerialPrefix,
    supplier_id: z.string().nullish(),
    outcomes: z.array(z.enum(unitOutcomes)).max(unitOutcomes.length).nullish(),
    ...chartCriteria,
  })
  .refine(narrowsTheSearch, narrowing)
  .refine(orderedRange, rangeOrder);
export const unitSearchListArguments = listArgumentsInput(unitSearchSorting);

/** GET /files/{country}/exports/serial-search.{csv,xlsx}: the search, its scope and order. */
export const unitSearchExportQuery = {
  serial_number: optionalSerialPrefix,
  supplier_id: z.string().max(100).optional(),
  /** Outcomes separated by commas: outcomes=reused,recycled. */
  outcomes: z
    .string()
    .max(100)
    .optional()
    .transform((value) => (value ? value.split(',') : null))
    .pipe(z.array(z.enum(unitOutcomes)).nullable()),
  ...chartCriteria,
  ...listOrderQuery(unitSearchSorting),
};

/** The rules across the export's parameters (the same as the page's), on its parsed query. */
export function assertUnitSearchNarrowed(input: SearchShape): void {
  for (const [holds, problem] of [
    [narrowsTheSearch(input), narrowing],
    [orderedRange(input), rangeOrder],
  ] as const) {
    if (!holds) {
      throw new DomainError('BAD_USER_INPUT', problem.message, {
        fields: [{ field: problem.path.join('.'), message: problem.message }],
      });
    }
  }
}
