import { z } from 'zod';

export const consoleSignInInput = z.object({
  email: z.string().trim().min(1, 'E-mail is required.').max(320),
  // A bound on what gets hashed; real passwords are far shorter.
  password: z.string().min(1, 'Password is required.').max(1024),
});

export const consoleCodeInput = z.object({
  challenge: z.string().trim().min(1, 'Sign in again.').max(200),
  code: z.string().trim().min(1, 'Code is required.').max(40),
});
