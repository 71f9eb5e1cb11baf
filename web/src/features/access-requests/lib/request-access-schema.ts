import { zodResolver } from '@hookform/resolvers/zod';
import { phoneNumberPattern, phoneProblems } from '@itad-portal/validation';
import { z } from 'zod';

// The same bounds as the API's; messages are translation keys.
const required = (maximumLength: number) =>
  z.string().trim().min(1, 'requestAccess.required').max(maximumLength, 'requestAccess.tooLong');

export const requestAccessSchema = z.object({
  country: z.string(),
  company_name: required(200),
  org_number: required(50).regex(/^[\p{L}\p{N} .\-/]+$/u, 'requestAccess.orgNumberInvalid'),
  first_name: required(100),
  last_name: required(100),
  phone: required(50).regex(phoneNumberPattern, phoneProblems.invalid),
  email: required(320).pipe(z.email('login.emailInvalid')),
});

export type RequestAccessValues = z.infer<typeof requestAccessSchema>;
export const requestAccessResolver = zodResolver(requestAccessSchema);
