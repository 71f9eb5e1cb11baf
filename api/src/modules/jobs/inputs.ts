import {
  assignmentProblemMessages,
  assignmentSchema,
  isLocalDate,
  type Assignment,
  type AssignmentProblem,
} from '@itad-portal/validation';
import { z } from 'zod';
import { DomainError } from '../../shared/errors.js';
import { jobStatuses } from './job-model.js';

const localDate = z.string().refine(isLocalDate, 'Use a date as YYYY-MM-DD.');

export const jobListInput = z.object({
  filter: z
    .object({
      kind: z.enum(['COLLECTION', 'DELIVERY']).nullish(),
      status: z.enum(jobStatuses).nullish(),
      from: localDate.nullish(),
      to: localDate.nullish(),
      text: z.string().trim().max(100).nullish(),
    })
    .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
      message: 'The start date must not be after the end date.',
      path: ['from'],
    })
    .nullish()
    .transform((filter) => filter ?? {}),
  page: z.number().int().min(1).max(100_000).nullish(),
  page_size: z.number().int().min(1).max(100).nullish(),
});

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
