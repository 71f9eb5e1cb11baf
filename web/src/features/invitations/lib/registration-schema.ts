import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@itad-portal/validation';
import { z } from 'zod';
import { languages } from '../../../shared/i18n/languages';

// Messages are translation keys; the form translates them when it shows them.
const required = (key: string, max: number) =>
  z.string().trim().min(1, key).max(max, 'register.errors.tooLong');

/** What registration asks for; the password follows the rule the API applies too. */
export const registrationSchema = z
  .object({
    firstName: required('register.errors.firstNameRequired', 100),
    lastName: required('register.errors.lastNameRequired', 100),
    phone: required('register.errors.phoneRequired', 50),
    jobTitle: required('register.errors.jobTitleRequired', 100),
    language: z.enum(languages, 'register.errors.languageRequired'),
    password: newPasswordSchema,
    repeatPassword: z.string(),
  })
  .refine((values) => values.password === values.repeatPassword, {
    message: 'passwordRules.notEqual',
    path: ['repeatPassword'],
  });
export type RegistrationValues = z.infer<typeof registrationSchema>;
export const registrationResolver = zodResolver(registrationSchema);
