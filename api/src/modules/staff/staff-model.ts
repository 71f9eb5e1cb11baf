/**
 * The provider's staff as the console knows them. Staff are not customers' users: they sign in
 * at /console with a password and a second factor (or the provider's Microsoft tenant), hold a
 * session token of their own kind and act on every customer of their country's database.
 */
export const staffRoles = ['administrator', 'account_manager', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/** A staff session's bearer token; the prefix tells it from customers' tokens and keys. */
export const staffSessionTokenPrefix = 'itadst_';
/** Between the password and the code of a sign-in. */
export const staffChallengePrefix = 'itadsc_';

export function isStaffSessionToken(token: string): boolean {
  return token.startsWith(staffSessionTokenPrefix);
}

/** The staff member behind a live console session, as the database says now. */
export interface StaffCaller {
  staffId: string;
  sessionId: string;
  email: string;
  name: string;
  role: StaffRole;
  language: string;
  sessionExpiresAt: Date;
}

/** What the console shows of a staff member. */
export interface StaffMemberModel {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  language: string;
  status: string;
  totp_enabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}
