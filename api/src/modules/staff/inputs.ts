import { isLocalDate } from '@itad-portal/validation';
import { z } from 'zod';
import { listArgumentsInput } from '../../shared/lists/list-arguments.js';

export const consoleSignInInput = z.object({
  email: z.string().trim().min(1, 'E-mail is required.').max(320),
  // A bound on what gets hashed; real passwords are far shorter.
  password: z.string().min(1, 'Password is required.').max(1024),
});

export const consoleCodeInput = z.object({
  challenge: z.string().trim().min(1, 'Sign in again.').max(200),
  code: z.string().trim().min(1, 'Code is required.').max(40),
});

const day = z.string().trim().refine(isLocalDate, 'A date is a real day written YYYY-MM-DD.');

export const consoleStaffLogInput = z.object({
  text: z.string().trim().max(200, 'Search text is too long.').nullish(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/, 'Not an action of the log.')
    .nullish(),
  from: day.nullish(),
  to: day.nullish(),
});

/** The log has one order (newest first): pages only. */
export const consoleStaffLogPageInput = listArgumentsInput({
  sorts: ['occurred_at'],
  defaultSort: 'occurred_at',
  defaultDirection: 'DESC',
});
