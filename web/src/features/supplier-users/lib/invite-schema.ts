import { maximumEmailLength, maximumPersonNameLength } from '@itad-portal/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { languages } from '../../../shared/i18n/languages';

// Messages are translation keys; the form translates them when it shows them.
export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'login.emailRequired')
    .max(maximumEmailLength, 'supplierUsers.errors.tooLong')
    .pipe(z.email('login.emailInvalid')),
  firstName: z
    .string()
    .trim()
    .min(1, 'register.errors.firstNameRequired')
    .max(maximumPersonNameLength, 'supplierUsers.errors.tooLong'),
  lastName: z
    .string()
    .trim()
    .min(1, 'register.errors.lastNameRequired')
    .max(maximumPersonNameLength, 'supplierUsers.errors.tooLong'),
  language: z.enum(languages, 'register.errors.languageRequired'),
  hasReportAccess: z.boolean(),
});
export type InviteValues = z.infer<typeof inviteSchema>;
export const inviteResolver = zodResolver(inviteSchema);
