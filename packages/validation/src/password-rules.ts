import { z } from 'zod';
import commonPasswords from './common-passwords.json' with { type: 'json' };

/** The spec's rule (section 5): at least 6 characters, letters and at least one number. */
export const minimumPasswordLength = 6;
/** A bound on what gets hashed; real passwords are far shorter. */
export const maximumPasswordLength = 1024;

/**
 * Problems with a new password. The values are translation keys (the web app translates them);
 * `passwordProblemMessages` holds the English text the API sends.
 */
export const passwordProblems = {
  required: 'passwordRules.required',
  tooShort: 'passwordRules.tooShort',
  tooLong: 'passwordRules.tooLong',
  needsLetter: 'passwordRules.needsLetter',
  needsNumber: 'passwordRules.needsNumber',
  tooCommon: 'passwordRules.tooCommon',
} as const;

export type PasswordProblem = (typeof passwordProblems)[keyof typeof passwordProblems];

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  'passwordRules.required': 'Enter a new password.',
  'passwordRules.tooShort': 'The password must be at least 6 characters long.',
  'passwordRules.tooLong': 'The password is too long.',
  'passwordRules.needsLetter': 'The password must contain letters.',
  'passwordRules.needsNumber': 'The password must contain at least one number.',
  'passwordRules.tooCommon': 'This password is too common. Choose another one.',
};

const commonPasswordSet = new Set<string>(commonPasswords);

/** True for passwords on the shipped list of the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet.has(password.trim().toLowerCase());
}

/** The one rule for a new password, used by the API and the web app alike. */
export const newPasswordSchema = z
  .string()
  .min(1, passwordProblems.required)
  .min(minimumPasswordLength, passwordProblems.tooShort)
  .max(maximumPasswordLength, passwordProblems.tooLong)
  .regex(/\p{L}/u, passwordProblems.needsLetter)
  .regex(/\p{N}/u, passwordProblems.needsNumber)
  .refine((password) => !isCommonPassword(password), passwordProblems.tooCommon);
