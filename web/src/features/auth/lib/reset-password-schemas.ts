import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@itad-portal/validation';
import { z } from 'zod';

// Messages are translation keys; the forms translate them when they show them.
const email = z.string().trim().min(1, 'login.emailRequired').pipe(z.email('login.emailInvalid'));

export const resetRequestSchema = z.object({ country: z.string(), email });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;
export const resetRequestResolver = zodResolver(resetRequestSchema);

/**
 * The new password follows the one rule the API applies too (@itad-portal/validation). The
 * e-mail is not asked for: the server names it from the reset code.
 */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    repeatPassword: z.string(),
  })
  .refine((values) => values.password === values.repeatPassword, {
    message: 'passwordRules.notEqual',
    path: ['repeatPassword'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
