import {
  newPasswordSchema,
  passwordProblemMessages,
  type PasswordProblem,
} from '@itad-portal/validation';
import { DomainError } from './errors.js';

/** The shared rule for new passwords; a refusal is WEAK_PASSWORD with the rule's message. */
export function assertStrongPassword(password: string): void {
  const result = newPasswordSchema.safeParse(password);
  if (result.success) return;
  const problem = result.error.issues[0]?.message as PasswordProblem | undefined;
  const message = problem ? passwordProblemMessages[problem] : undefined;
  throw new DomainError('WEAK_PASSWORD', message, {
    fields: result.error.issues.map((issue) => ({ field: 'password', message: issue.message })),
  });
}
