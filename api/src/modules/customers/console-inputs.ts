import {
  customerViewMinutes,
  maximumCompanyNameLength,
  maximumOrganisationNumberLength,
  maximumCustomerViewReasonLength,
  maximumEmailLength,
  maximumPersonNameLength,
  shipmentItemNames,
} from '@itad-portal/validation';
import { z } from 'zod';
import { languages } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { listArgumentsInput, listOrderQuery } from '../../shared/lists/list-arguments.js';
import { consoleAgreementSorting } from './customer-agreements.js';
import { consoleCustomerSorting } from './customer-list.js';
import { consoleCustomerUserSorting } from './customer-users.js';

const id = z.string().trim().min(1).max(100);
const text = z.string().trim().max(200, 'Search text is too long.').nullish();
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(maximumPersonNameLength, `${label} is too long.`);

export const consoleCustomersInput = z.object({ text });
export const consoleCustomerListArguments = listArgumentsInput(consoleCustomerSorting);

export const consoleCustomerInput = z.object({ id });

/** A customer's own setting: its shipment items, logo. */
export const consoleCustomerIdInput = z.object({ customer_id: id });

export const consoleCustomerUsersInput = z.object({ customer_id: id, text });
export const consoleCustomerUserListArguments = listArgumentsInput(consoleCustomerUserSorting);

export const consoleCustomerAgreementsInput = z.object({ customer_id: id, text });
export const consoleCustomerAgreementListArguments = listArgumentsInput(consoleAgreementSorting);

const exportText = z.string().trim().max(200, 'Search text is too long.').optional();

/** GET /api/console/{country}/exports/customers.{csv,xlsx}: the list's text and order. */
export const consoleCustomerExportQuery = {
  text: exportText,
  ...listOrderQuery(consoleCustomerSorting),
};

/** GET /api/console/{country}/exports/customer-users.{csv,xlsx}?customer_id=...: the same. */
export const consoleCustomerUserExportQuery = {
  customer_id: z.string().refine(isUuid, 'customer_id is not an id.'),
  text: exportText,
  ...listOrderQuery(consoleCustomerUserSorting),
};

/** GET /api/console/{country}/exports/customer-agreements.{csv,xlsx}?customer_id=...: the same. */
export const consoleCustomerAgreementExportQuery = {
  customer_id: z.string().refine(isUuid, 'customer_id is not an id.'),
  text: exportText,
  ...listOrderQuery(consoleAgreementSorting),
};

export const consoleInviteCustomerUserInput = z.object({
  customer_id: id,
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required.')
    .max(maximumEmailLength, 'E-mail is too long.')
    .pipe(z.email('Enter a valid e-mail address.')),
  first_name: name('First name'),
  last_name: name('Last name'),
  language: z.enum(languages, 'Language must be one of da, en, fi, no, se.'),
  is_admin: z.boolean(),
  has_report_access: z.boolean(),
});

export const consoleCustomerUserIdInput = z.object({ user_id: id });

export const consoleSetCustomerCanUploadInput = z.object({
  customer_id: id,
  can_upload: z.boolean(),
});

export const consoleSetCustomerReportAccessDefaultInput = z.object({
  customer_id: id,
  report_access_default: z.boolean(),
});

export const consoleViewAsCustomerInput = z.object({
  customer_id: id,
  user_id: id,
  reason: z
    .string()
    .trim()
    .min(1, 'Reason is required.')
    .max(maximumCustomerViewReasonLength, 'Reason is too long.'),
  minutes: z
    .number()
    .int()
    .refine(
      (minutes) => (customerViewMinutes as readonly number[]).includes(minutes),
      `Minutes must be one of ${customerViewMinutes.join(', ')}.`,
    ),
});

export const consoleSetShipmentItemsInput = z.object({
  customer_id: id,
  items: z
    .array(z.enum(shipmentItemNames, `Items must be among ${shipmentItemNames.join(', ')}.`))
    .max(shipmentItemNames.length * 2),
});

/** A customer the console creates: a company of its own, a master account, or a group's company. */
export const consoleCreateCustomerInput = z.object({
  customer: z
    .object({
      company: z
        .string()
        .trim()
        .min(1, 'Company name is required.')
        .max(maximumCompanyNameLength, 'Company name is too long.'),
      org_number: z
        .string()
        .trim()
        .max(maximumOrganisationNumberLength, 'Organisation number is too long.')
        .nullish()
        .transform((value) => value || null),
      is_master_account: z
        .boolean()
        .nullish()
        .transform((value) => value ?? false),
      parent_id: id.nullish().transform((value) => value ?? null),
    })
    .refine((customer) => !(customer.is_master_account && customer.parent_id), {
      message: "A group's company cannot be a master account itself.",
      path: ['is_master_account'],
    }),
});
