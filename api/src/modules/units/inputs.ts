import { z } from 'zod';
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

const serialPrefix = z
  .string()
  .trim()
  .min(minimumSerialPrefixLength, `Type at least ${minimumSerialPrefixLength} characters.`)
  .max(100);

export const unitSearchPageInput = z.object({
  serial_number: serialPrefix,
  supplier_id: z.string().nullish(),
});
export const unitSearchListArguments = listArgumentsInput(unitSearchSorting);

/** GET /files/{country}/exports/serial-search.{csv,xlsx}: the search, its scope and order. */
export const unitSearchExportQuery = {
  serial_number: serialPrefix,
  supplier_id: z.string().max(100).optional(),
  ...listOrderQuery(unitSearchSorting),
};
