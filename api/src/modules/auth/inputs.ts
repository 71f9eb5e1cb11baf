import { maximumPasswordLength } from '@itad-portal/validation';
import { z } from 'zod';

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

export const customerViewCodeInput = z.object({
  code: z.string().trim().min(1, 'Code is required.').max(256),
});
