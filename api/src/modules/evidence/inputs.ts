import { z } from 'zod';
import { isLocalDate } from '../../shared/local-dates.js';

const localDate = z.string().refine(isLocalDate, 'Use a date as YYYY-MM-DD.');

/** A pack for one job, or for a period (optionally one department of the group). */
export const orderEvidencePackInput = z
  .object({
    idempotency_key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The idempotency key must be 8-100 letters or digits.'),
    job_id: z.string().nullish(),
    from: localDate.nullish(),
    to: localDate.nullish(),
    supplier_id: z.string().nullish(),
  })
  .refine((input) => Boolean(input.job_id) !== Boolean(input.from && input.to), {
    message: 'Choose a job or a period.',
    path: ['job_id'],
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  });
export type OrderEvidencePackInput = z.infer<typeof orderEvidencePackInput>;

export const evidencePackPageInput = z.object({
  page: z.number().int().min(1).max(10_000).nullish(),
  page_size: z.number().int().min(1).max(100).nullish(),
});
