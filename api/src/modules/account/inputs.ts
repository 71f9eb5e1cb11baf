import {
  maximumPasswordLength,
  phoneNumberPattern,
  phoneProblemMessages,
} from '@itad-portal/validation';
import { z } from 'zod';
import { languages } from '../../shared/countries.js';

const required = (label: string, maximumLength: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(maximumLength, `${label} is too long (at most ${maximumLength} characters).`);

/** An optional password field: absent, null and empty all mean "not given". */
const optionalPassword = z
  .string()
  .max(maximumPasswordLength, 'The password is too long.')
  .nullish()
  .transform((value) => (value ? value : undefined));

export const updateUserInformationInput = z
  .object({
    first_name: required('First name', 100),
    last_name: required('Last name', 100),
    phone: required('Phone', 50).regex(
      phoneNumberPattern,
      phoneProblemMessages['phoneRules.invalid'],
    ),
    job_title: required('Job title', 100),
    language: z.enum(languages, 'Language must be one of da, en, fi, no, se.'),
    old_password: optionalPassword,
    new_password: optionalPassword,
  })
  .superRefine((input, context) => {
    if (input.new_password && !input.old_password) {
      context.addIssue({
        code: 'custom',
        path: ['old_password'],
        message: 'Enter your current password to set a new one.',
      });
    }
    if (input.old_password && !input.new_password) {
      context.addIssue({
        code: 'custom',
        path: ['new_password'],
        message: 'Enter the new password.',
      });
    }
  });

export type UpdateUserInformationInput = z.infer<typeof updateUserInformationInput>;
