import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { consoleJobSorting } from './console-jobs.js';
import { jobStatuses, providerJobLimits } from './job-model.js';

const day = z.string().trim().refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.');

export const consoleJobsInput = z.object({
  statuses: z.array(z.enum(jobStatuses)).max(jobStatuses.length).nullish(),
  text: z.string().trim().max(200, 'Search text is too long.').nullish(),
  from: day.nullish(),
  to: day.nullish(),
});
export const consoleJobListArguments = listArgumentsInput(consoleJobSorting);

/**
 * GET /api/console/{country}/exports/jobs.{csv,xlsx}: the board's filters and order, the
 * statuses apart by commas (none: every status, as the query's).
 */
export const consoleJobExportQuery = {
  statuses: z
    .string()
    .max(200)
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(z.enum(jobStatuses)).max(jobStatuses.length))
    .optional(),
  text: z.string().trim().max(200, 'Search text is too long.').optional(),
  from: day.optional(),
  to: day.optional(),
  ...listOrderQuery(consoleJobSorting),
};

export const consoleAdvanceJobInput = z.object({
  id: z.string().trim().min(1).max(100),
  status: z.enum(jobStatuses),
  occurred_at: z.iso
    .datetime({ offset: true, message: 'occurred_at: give an ISO 8601 time with its offset.' })
    .nullish(),
});

const jobId = z.string().trim().min(1).max(100);
/** 1 to `maximum` seal or serial numbers, each of 1-100 characters, as the provider API takes. */
const numbers = (maximum: number, what: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `Give no empty ${what}.`)
        .max(100, `A ${what} has at most 100 characters.`),
    )
    .min(1, `Give at least one ${what}.`)
    .max(maximum, `Give at most ${maximum} ${what}s at once.`);

export const consoleJobIdInput = z.object({ id: jobId });
export const consoleRecordSealsInput = z.object({
  id: jobId,
  seals: numbers(providerJobLimits.seals, 'seal number'),
});
export const consoleLinkUnitsInput = z.object({
  id: jobId,
  serial_numbers: numbers(providerJobLimits.serialNumbers, 'serial number'),
});
