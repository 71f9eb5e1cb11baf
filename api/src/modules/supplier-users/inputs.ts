import { maximumEmailLength, maximumPersonNameLength } from '@itad-portal/validation';
import { z } from 'zod';
import { languages } from '../../shared/countries.js';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { supplierUserSorting } from './supplier-user-list.js';

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(maximumPersonNameLength, `${label} is too long.`);

export const inviteSupplierUserInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required.')
    .max(maximumEmailLength, 'E-mail is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
  first_name: name('First name'),
  last_name: name('Last name'),
  language: z.enum(languages, 'Language must be one of da, en, fi, no, se.'),
  has_report_access: z.boolean(),
});

export const userIdInput = z.object({ user_id: z.string().trim().max(100) });

/** The list's status filter: the API's names of the stored statuses. */
const supplierUserStatusFilter = z
  .enum(['ACTIVE', 'INVITED', 'DEACTIVATED'])
  .transform((status) => status.toLowerCase() as 'active' | 'invited' | 'deactivated');

export const supplierUserFilterInput = z
  .object({
    text: z.string().trim().max(100).nullish(),
    status: supplierUserStatusFilter.nullish(),
  })
  .nullish()
  .transform((filter) => filter ?? {});
export const supplierUserListArguments = listArgumentsInput(supplierUserSorting);

/** GET /files/{country}/exports/supplier-users.{csv,xlsx}: the list's filter and order. */
export const supplierUserExportQuery = {
  text: z.string().trim().max(100).optional(),
  status: supplierUserStatusFilter.optional(),
  ...listOrderQuery(supplierUserSorting),
};
