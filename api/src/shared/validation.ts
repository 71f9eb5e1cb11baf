import type { z } from 'zod';
import { DomainError } from './errors.js';

/** Parses resolver input with a zod schema, or throws BAD_USER_INPUT naming each bad field. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new DomainError('BAD_USER_INPUT', fields[0]?.message ?? 'The input is not valid.', {
    fields,
  });
}
