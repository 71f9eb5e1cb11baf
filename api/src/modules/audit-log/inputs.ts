import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import { isUuid } from '../../shared/ids.js';
import { auditActions } from './audit-model.js';

const localDate = z.string().refine(isLocalDate, 'Use a date as YYYY-MM-DD.');
// An id that is not a uuid names nothing: the policy answers NOT_FOUND for it like any other.
const id = z.string().max(100);

/** The filters of the list and of its export, the same for both. */
export const auditFilterInput = z
  .object({
    supplier_id: id.nullish(),
    actor_id: id.nullish(),
    action: z.enum(auditActions).nullish(),
    from: localDate.nullish(),
    to: localDate.nullish(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  });

export type AuditFilterInput = z.infer<typeof auditFilterInput>;

export const auditListInput = z.object({
  filter: auditFilterInput.nullish().transform((filter) => filter ?? {}),
  page: z.number().int().min(1).max(100_000).nullish(),
  page_size: z.number().int().min(1).max(100).nullish(),
});

export const auditActorsInput = z.object({ supplier_id: id.nullish() });

/** A person filter that is not a uuid matches nobody (rather than failing the query). */
export function actorIdOf(value: string | null | undefined): string | null | undefined {
  return value && !isUuid(value) ? '00000000-0000-0000-0000-000000000000' : value;
}
