import * as z from 'zod/mini';

// Messages are translation keys; the form translates them when it shows them.
export const loginSchema = z.object({
  country: z.string(),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'login.emailRequired'), z.email('login.emailInvalid')),
  password: z.string().check(z.minLength(1, 'login.passwordRequired')),
});

export type LoginValues = z.infer<typeof loginSchema>;

export type LoginFieldErrors = Partial<Record<keyof LoginValues, string>>;

/** The values, or the first problem of each field (as a translation key). */
export function validateLogin(
  values: Record<keyof LoginValues, string>,
): { values: LoginValues } | { errors: LoginFieldErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
