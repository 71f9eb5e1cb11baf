import {
  assignmentProblemMessages,
  assignmentSchema,
  isLocalDate,
  type Assignment,
  type AssignmentProblem,
} from '@itad-portal/validation';
import { z } from 'zod';
import { DomainError } from '../../shared/errors.js';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { jobStatuses } from './job-model.js';
import { jobUnitSorting } from './job-units.js';
import { jobSorting } from './service.js';

const localDate = z.string().refine(isLocalDate, 'Use a date as YYYY-MM-DD.');

/** The job list's filter, as GraphQL sends it (null for absent) and as an export's query string. */
const jobFilterFields = {
  kind: z.enum(['COLLECTION', 'DELIVERY']).nullish(),
  status: z.enum(jobStatuses).nullish(),
  from: localDate.nullish(),
  to: localDate.nullish(),
  text: z.string().trim().max(100).nullish(),
  supplier_id: z.string().max(100).nullish(),
};

const datesInOrder = {
  check: (filter: { from?: string | null; to?: string | null }) =>
    !filter.from || !filter.to || filter.from <= filter.to,
  message: { message: 'The start date must not be after the end date.', path: ['from'] },
};

export const jobFilterInput = z
  .object(jobFilterFields)
  .refine(datesInOrder.check, datesInOrder.message)
  .nullish()
  .transform((filter) => filter ?? {});
export const jobListArguments = listArgumentsInput(jobSorting);

/** GET /files/{country}/exports/jobs.{csv,xlsx}: the list's filter and order. */
export const jobExportQuery = {
  kind: jobFilterFields.kind,
  status: jobFilterFields.status,
  from: jobFilterFields.from,
  to: jobFilterFields.to,
  text: jobFilterFields.text,
  supplier_id: jobFilterFields.supplier_id,
  ...listOrderQuery(jobSorting),
};

export const jobUnitFilterInput = z
  .object({ text: z.string().trim().max(100).nullish() })
  .nullish()
  .transform((filter) => filter ?? {});
export const jobUnitListArguments = listArgumentsInput(jobUnitSorting);

/** GET /files/{country}/exports/job-units.{csv,xlsx}?job_id=...: the list's filter and order. */
export const jobUnitExportQuery = {
  job_id: z.string().max(100),
  text: z.string().trim().max(100).optional(),
  ...listOrderQuery(jobUnitSorting),
};

export const idempotencyKeyInput = z
  .string()
  .trim()
  .min(8, 'The idempotency key must be 8 to 100 characters.')
  .max(100, 'The idempotency key must be 8 to 100 characters.');

function englishOf(message: string): string {
  return assignmentProblemMessages[message as AssignmentProblem] ?? message;
}

/**
 * Checks an order with the rule the web app applies too, and answers BAD_USER_INPUT naming every
 * field at fault, in English (the shared rule's messages are the web app's translation keys).
 */
export function parseAssignment(input: unknown, today: string): Assignment {
  const result = assignmentSchema(today).safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: englishOf(issue.message),
  }));
  throw new DomainError('BAD_USER_INPUT', fields[0]?.message ?? 'The input is not valid.', {
    fields,
  });
}
