import { emailAddressPattern } from './people.js';
import { z } from 'zod';
import { firstBookableDate, isBusinessDay, isLocalDate } from './business-days.js';
import { phoneNumberPattern, phoneProblemMessages, phoneProblems } from './phone-rules.js';

/** Kinds of assignment (spec section 3): a collection (pickup) or a delivery of storage units. */
export const assignmentKinds = ['COLLECTION', 'DELIVERY'] as const;
export type AssignmentKind = (typeof assignmentKinds)[number];

/** The storage unit types of spec section 3, in the order the order form lists them. */
export const storageUnitTypes = [
  'BOX',
  'BOX_RETURN_LABEL',
  'DESKTOP_BOX',
  'LAPTOP_BOX',
  'MOBILE_BOX',
  'EURO_PALLET',
  'IT_WASTE',
  'PALLET',
  'PC_EXCHANGE_RETURN_LABEL',
  'PICK_UP',
  'SECURITY_BAG',
  'SECURITY_BRIEFCASE',
  'SECURITY_CABINET_FULL',
  'SECURITY_CABINET_HALF',
  'SECURITY_CASE_S',
  'SECURITY_CASE_WHEEL_XS',
  'SECURITY_CASE_WHEEL_S',
  'SECURITY_CASE_WHEEL_M',
  'SECURITY_CASE_WHEEL_L',
  'SECURITY_TROLLEY',
  'SMALL_CABINET',
  'WHITE_GLOVE_SERVICE',
] as const;
export type StorageUnitType = (typeof storageUnitTypes)[number];

/** Countries an address can be in (spec section 3). */
export const assignmentCountries = ['denmark', 'finland', 'norway', 'sweden'] as const;
export type AssignmentCountry = (typeof assignmentCountries)[number];

/** Spec section 5 and 9: at most 5 MB per attachment. */
export const maximumAttachmentBytes = 5 * 1024 * 1024;
export const maximumAttachmentsPerAssignment = 10;
export const maximumStorageUnitQuantity = 999;
/** How far ahead a pickup or delivery can be booked. */
export const maximumBookingDaysAhead = 366;

/** Postal codes per country: four digits in Norway and Denmark, five in Finland and Sweden. */
const zipCodePatterns: Record<AssignmentCountry, RegExp> = {
  norway: /^\d{4}$/,
  denmark: /^\d{4}$/,
  finland: /^\d{5}$/,
  sweden: /^\d{3} ?\d{2}$/,
};

/** Problems with an order; the values are translation keys (the web app translates them). */
export const assignmentProblems = {
  required: 'jobs.validation.required',
  tooLong: 'jobs.validation.tooLong',
  emailInvalid: 'jobs.validation.emailInvalid',
  phoneInvalid: phoneProblems.invalid,
  zipCodeInvalid: 'jobs.validation.zipCodeInvalid',
  dateInvalid: 'jobs.validation.dateInvalid',
  dateTooEarly: 'jobs.validation.dateTooEarly',
  dateTooLate: 'jobs.validation.dateTooLate',
  notBusinessDay: 'jobs.validation.notBusinessDay',
  storageUnitsRequired: 'jobs.validation.storageUnitsRequired',
  quantityInvalid: 'jobs.validation.quantityInvalid',
  storageUnitTwice: 'jobs.validation.storageUnitTwice',
  tooManyAttachments: 'jobs.validation.tooManyAttachments',
  kindRequired: 'jobs.validation.kindRequired',
  countryRequired: 'jobs.validation.countryRequired',
} as const;

export type AssignmentProblem = (typeof assignmentProblems)[keyof typeof assignmentProblems];

/** The English text the API sends for each problem. */
export const assignmentProblemMessages: Record<AssignmentProblem, string> = {
  'jobs.validation.required': 'This field is required.',
  'jobs.validation.tooLong': 'The text is too long.',
  'jobs.validation.emailInvalid': 'Enter a valid e-mail address.',
  ...phoneProblemMessages,
  'jobs.validation.zipCodeInvalid': 'Enter a valid zip code for the country.',
  'jobs.validation.dateInvalid': 'Enter a date.',
  'jobs.validation.dateTooEarly': 'Choose a business day from the next business day on.',
  'jobs.validation.dateTooLate': 'Choose a date within a year.',
  'jobs.validation.notBusinessDay': 'Choose a business day (not a weekend or public holiday).',
  'jobs.validation.storageUnitsRequired': 'Choose at least one storage unit.',
  'jobs.validation.quantityInvalid': 'Enter a quantity from 1 to 999.',
  'jobs.validation.storageUnitTwice': 'Each storage unit type can be listed once.',
  'jobs.validation.tooManyAttachments': 'At most 10 attachments.',
  'jobs.validation.kindRequired': 'Choose pickup or delivery.',
  'jobs.validation.countryRequired': 'Choose a country.',
};

const text = (maximumLength: number) =>
  z
    .string(assignmentProblems.required)
    .trim()
    .min(1, assignmentProblems.required)
    .max(maximumLength, assignmentProblems.tooLong);

const optionalText = (maximumLength: number) =>
  z
    .string()
    .trim()
    .max(maximumLength, assignmentProblems.tooLong)
    .nullish()
    .transform((value) => value || null);

const email = text(254).regex(emailAddressPattern, assignmentProblems.emailInvalid);

const storageUnitLine = z.object({
  type: z.enum(storageUnitTypes, assignmentProblems.required),
  quantity: z
    .number(assignmentProblems.quantityInvalid)
    .int(assignmentProblems.quantityInvalid)
    .min(1, assignmentProblems.quantityInvalid)
    .max(maximumStorageUnitQuantity, assignmentProblems.quantityInvalid),
});

/**
 * The one rule for an order (pickup or delivery), used by the API and the web app alike.
 * `today` is the local date in Europe/Oslo; the date must be a business day after it.
 */
export function assignmentSchema(today: string) {
  const earliest = firstBookableDate(today);
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + maximumBookingDaysAhead * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return z
    .object({
      kind: z.enum(assignmentKinds, assignmentProblems.kindRequired),
      address: text(200),
      city: text(100),
      zip_code: text(10),
      country: z.enum(assignmentCountries, assignmentProblems.countryRequired),
      company_name: text(200),
      contact_first_name: text(100),
      contact_last_name: text(100),
      email,
      phone: text(30).regex(phoneNumberPattern, assignmentProblems.phoneInvalid),
      case_reference: optionalText(100),
      date: z
        .string(assignmentProblems.dateInvalid)
        .refine(isLocalDate, assignmentProblems.dateInvalid)
        .refine((date) => !isLocalDate(date) || date >= earliest, assignmentProblems.dateTooEarly)
        .refine((date) => !isLocalDate(date) || date <= latest, assignmentProblems.dateTooLate)
        .refine((date) => !isLocalDate(date) || isBusinessDay(date), {
          message: assignmentProblems.notBusinessDay,
        }),
      delivery_info: optionalText(2000),
      recipient_name: text(200),
      recipient_email: email,
      storage_units: z
        .array(storageUnitLine)
        .min(1, assignmentProblems.storageUnitsRequired)
        .max(storageUnitTypes.length, assignmentProblems.storageUnitTwice)
        .refine(
          (lines) => new Set(lines.map((line) => line.type)).size === lines.length,
          assignmentProblems.storageUnitTwice,
        ),
      // For a pickup: which of the supplier's usual shipment items it collects.
      equipment: z
        .array(
          z
            .string()
            .trim()
            .min(1, assignmentProblems.required)
            .max(100, assignmentProblems.tooLong),
        )
        .max(30, assignmentProblems.tooLong)
        .nullish()
        .transform((items) => [...new Set(items ?? [])]),
      attachment_ids: z
        .array(z.string())
        .max(maximumAttachmentsPerAssignment, assignmentProblems.tooManyAttachments)
        .default([]),
    })
    .refine((order) => zipCodePatterns[order.country].test(order.zip_code.trim()), {
      path: ['zip_code'],
      message: assignmentProblems.zipCodeInvalid,
      // Checked even while other fields have problems, so the form shows every problem at once.
      when: (payload) => {
        const value = payload.value as { country?: unknown; zip_code?: unknown };
        return (
          typeof value.zip_code === 'string' &&
          (assignmentCountries as readonly unknown[]).includes(value.country)
        );
      },
    });
}

export type AssignmentInput = z.input<ReturnType<typeof assignmentSchema>>;
export type Assignment = z.output<ReturnType<typeof assignmentSchema>>;
