import {
  maximumPasswordLength,
  newPasswordSchema,
  passwordProblemMessages,
  type PasswordProblem,
} from '@itad-portal/validation';
import { z } from 'zod';
import { DomainError } from '../../shared/errors.js';

export const signInInput = z.object({
  email: z.string().trim().min(1, 'E-mail is required.').max(320),
  // A bound on what gets hashed; real passwords are far shorter.
  password: z.string().min(1, 'Password is required.').max(1024),
});

const email = z.string().trim().min(1, 'E-mail is required.').max(320);

export const resetPasswordInput = z.object({ email });

export const resetCodeInput = z.object({
  reset_code: z.string().trim().min(1, 'Reset code is required.').max(256),
});

export const swapSupplierInput = z.object({
  supplier_id: z.string().trim().min(1, 'Supplier is required.').max(100),
});

export const updatePasswordInput = z.object({
  email,
  password: z.string().max(maximumPasswordLength),
  reset_code: z.string().trim().min(1, 'Reset code is required.').max(256),
});

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
