import { maximumEmailLength, maximumPersonNameLength } from '@itad-portal/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { languages } from '../../../shared/i18n/languages';

// The server's limits (console_invite_customer_user), checked before sending. Messages are
// translation keys; the form translates them when it shows them.
const name = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(maximumPersonNameLength, 'console.customers.invite.tooLong');

const customerInvitationSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'console.customers.invite.emailRequired')
    .max(maximumEmailLength, 'console.customers.invite.tooLong')
    .pipe(z.email('console.customers.invite.emailInvalid')),
  firstName: name('console.customers.invite.firstNameRequired'),
  lastName: name('console.customers.invite.lastNameRequired'),
  language: z.enum(languages),
  isAdmin: z.boolean(),
  hasReportAccess: z.boolean(),
});

export type CustomerInvitationValues = z.infer<typeof customerInvitationSchema>;
export const customerInvitationResolver = zodResolver(customerInvitationSchema);
