import { isLocalDate, maximumEmailLength, maximumPersonNameLength } from '@itad-portal/validation';
import { z } from 'zod';
import { languages } from '../../shared/countries.js';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { staffMemberSorting } from './staff-management.js';
import { staffRoles } from './staff-model.js';

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

const logAction = z
  .string()
  .trim()
  .regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/, 'Not an action of the log.');
const searchText = z.string().trim().max(200, 'Search text is too long.');

export const consoleStaffLogInput = z.object({
  text: searchText.nullish(),
  action: logAction.nullish(),
  from: day.nullish(),
  to: day.nullish(),
});

/**
 * GET /api/console/{country}/exports/staff-log.{csv,xlsx}: the log's filters (its one order,
 * newest first, needs no parameter).
 */
export const consoleStaffLogExportQuery = {
  text: searchText.optional(),
  action: logAction.optional(),
  from: day.optional(),
  to: day.optional(),
};

/** The log has one order (newest first): pages only. */
export const consoleStaffLogPageInput = listArgumentsInput({
  sorts: ['occurred_at'],
  defaultSort: 'occurred_at',
  defaultDirection: 'DESC',
});

export const consoleStaffMembersInput = listArgumentsInput(staffMemberSorting).and(
  z.object({ text: z.string().trim().max(200, 'Search text is too long.').nullish() }),
);

/** GET /api/console/{country}/exports/staff.{csv,xlsx}: the list's text and order. */
export const staffMemberExportQuery = {
  text: z.string().trim().max(200, 'Search text is too long.').optional(),
  ...listOrderQuery(staffMemberSorting),
};

export const consoleAddStaffMemberInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required.')
    .max(maximumEmailLength, 'E-mail is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(maximumPersonNameLength * 2, 'Name is too long.'),
  role: z.enum(staffRoles),
  language: z.enum(languages, 'Language must be one of da, en, fi, no, se.'),
});

export const consoleStaffMemberIdInput = z.object({ id: z.string().trim().min(1).max(100) });
