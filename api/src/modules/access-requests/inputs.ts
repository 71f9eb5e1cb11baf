import { phoneNumberPattern, phoneProblemMessages } from '@itad-portal/validation';
import { z } from 'zod';
import { languages } from '../../shared/countries.js';

const required = (label: string, maximumLength: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(maximumLength, `${label} is too long (at most ${maximumLength} characters).`);

export const requestAccessInput = z.object({
  company_name: required('Company name', 200),
  org_number: required('Organisation number', 50).regex(
    /^[\p{L}\p{N} .\-/]+$/u,
    'Organisation number may hold letters, digits, spaces, dots, dashes and slashes.',
  ),
  first_name: required('First name', 100),
  last_name: required('Last name', 100),
  phone: required('Phone', 50).regex(
    phoneNumberPattern,
    phoneProblemMessages['phoneRules.invalid'],
  ),
  email: required('E-mail', 320).pipe(z.email('E-mail is not a valid address.')),
  // The form's language; an unknown one is left to the default (English) rather than refused.
  language: z
    .string()
    .nullish()
    .transform((language) => languages.find((known) => known === language) ?? undefined),
});

export type RequestAccessInput = z.infer<typeof requestAccessInput>;
