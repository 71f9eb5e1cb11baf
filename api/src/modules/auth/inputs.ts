import { z } from 'zod';

export const signInInput = z.object({
  email: z.string().trim().min(1, 'E-mail is required.').max(320),
  // A bound on what gets hashed; real passwords are far shorter.
  password: z.string().min(1, 'Password is required.').max(1024),
});
