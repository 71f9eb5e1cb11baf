import { maximumPasswordLength } from '@itad-portal/validation';
import { z } from 'zod';
import { languages } from '../../shared/countries.js';

const inviteCode = z.string().trim().min(1, 'Invite code is required.').max(256);

export const inviteCodeInput = z.object({ invite_code: inviteCode });

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} is too long.`);

export const registerInvitedUserInput = z.object({
  first_name: required('First name', 100),
  last_name: required('Last name', 100),
  phone: required('Phone', 50),
  job_title: required('Job title', 100),
  language: z.enum(languages, 'Language must be one of da, en, fi, no, se.'),
  email: z.string().trim().min(1, 'E-mail is required.').max(320),
  password: z.string().max(maximumPasswordLength),
  microsoft_user: z.boolean(),
  invite_code: inviteCode,
});
export type RegisterInvitedUserInput = z.infer<typeof registerInvitedUserInput>;
