import { emailAddressPattern, maximumEmailLength } from '@itad-portal/validation';
import { z } from 'zod';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { contactRoles, providerContactSorting } from './console-contacts.js';

const id = z.string().trim().min(1).max(100);
const optional = (maximum: number, label: string) =>
  z
    .string()
    .trim()
    .max(maximum, `${label} is too long.`)
    .nullish()
    .transform((value) => value || undefined);

const searchText = z.string().trim().max(200, 'Search text is too long.');

export const consoleProviderContactsInput = z.object({ text: searchText.nullish() });
export const consoleProviderContactListArguments = listArgumentsInput(providerContactSorting);

/** GET /api/console/{country}/exports/provider-contacts.{csv,xlsx}: the list's text and order. */
export const consoleProviderContactExportQuery = {
  text: searchText.optional(),
  ...listOrderQuery(providerContactSorting),
};

export const consoleSaveProviderContactInput = z.object({
  id: id.nullish(),
  contact: z.object({
    name: z.string().trim().min(1, 'Name is required.').max(200, 'Name is too long.'),
    email: z
      .string()
      .trim()
      .max(maximumEmailLength, 'E-mail is too long.')
      .regex(emailAddressPattern, 'Enter a valid e-mail address.'),
    phone: optional(40, 'Phone'),
    job_title: optional(200, 'Job title'),
    job_title_translations: z
      .array(
        z.object({
          language: z.enum(['da', 'fi', 'no', 'se'], 'A translation is in da, fi, no or se.'),
          title: z.string().trim().min(1, 'A translated title is empty.').max(200),
        }),
      )
      .max(4)
      .nullish(),
  }),
});

export const consoleCustomerContactsInput = z.object({ customer_id: id });

export const consoleCustomerContactChangeInput = z.object({
  customer_id: id,
  contact_id: id,
  role: z.enum(contactRoles),
});
