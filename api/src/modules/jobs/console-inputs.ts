import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import { listArgumentsInput } from '../../shared/lists/list-arguments.js';
import { consoleJobSorting } from './console-jobs.js';
import { jobStatuses } from './job-model.js';

const day = z.string().trim().refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.');

export const consoleJobsInput = z.object({
  statuses: z.array(z.enum(jobStatuses)).max(jobStatuses.length).nullish(),
  text: z.string().trim().max(200, 'Search text is too long.').nullish(),
  from: day.nullish(),
  to: day.nullish(),
});
export const consoleJobListArguments = listArgumentsInput(consoleJobSorting);

export const consoleAdvanceJobInput = z.object({
  id: z.string().trim().min(1).max(100),
  status: z.enum(jobStatuses),
});
