import { zodResolver } from '@hookform/resolvers/zod';
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

export const loginResolver = zodResolver(loginSchema);
