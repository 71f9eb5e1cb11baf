/**
 * The one rule for a telephone number, used by the API and the web app alike: digits, spaces,
 * parentheses, dots and dashes, with an optional leading +, at least 5 characters. How long a
 * number may be is each field's own bound.
 */
export const phoneNumberPattern = /^\+?[0-9 ()\-.]{5,}$/;

/**
 * The problem with a telephone number. The value is a translation key (the web app translates
 * it); `phoneProblemMessages` holds the English text the API sends.
 */
export const phoneProblems = {
  invalid: 'phoneRules.invalid',
} as const;

export type PhoneProblem = (typeof phoneProblems)[keyof typeof phoneProblems];

export const phoneProblemMessages: Record<PhoneProblem, string> = {
  'phoneRules.invalid': 'Phone may hold digits, spaces, parentheses, dashes and a leading +.',
};
