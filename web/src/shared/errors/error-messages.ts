import { GraphQLRequestError } from '../graphql/client';

/**
 * The one table of what the web shows for an API error code: a translation key per code, the
 * same on every page. A code is missing here when its wording depends on the page (BAD_USER_INPUT,
 * NOT_FOUND, WEAK_PASSWORD): each page that can get it names its message in `pages` below.
 */
const messageKeys: Readonly<Record<string, string>> = {
  TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  MAIL_LIMIT_REACHED: 'errors.mailLimitReached',
  SUBSCRIPTION_LIMIT_REACHED: 'reports.subscriptions.limitReached',
  INVALID_CREDENTIALS: 'login.errors.invalidCredentials',
  NOT_REGISTERED: 'login.errors.notRegistered',
  REGISTRATION_INCOMPLETE: 'login.errors.registrationIncomplete',
  ACCOUNT_DEACTIVATED: 'login.errors.accountDeactivated',
  MICROSOFT_SIGN_IN_FAILED: 'login.microsoft.errors.failed',
  MICROSOFT_SIGN_IN_UNAVAILABLE: 'login.microsoft.errors.unavailable',
  MICROSOFT_EMAIL_NOT_VERIFIED: 'login.microsoft.errors.emailNotVerified',
  MICROSOFT_ACCOUNT_MISMATCH: 'login.microsoft.errors.accountMismatch',
  INVALID_RESET_CODE: 'resetPassword.invalidLink',
  INVALID_INVITE_CODE: 'register.errors.invalidLink',
  INVITE_CODE_EXPIRED: 'register.errors.expiredLink',
  WRONG_PASSWORD: 'account.errors.wrongPassword',
  EMAIL_IN_USE: 'supplierUsers.errors.emailInUse',
  ALREADY_REGISTERED: 'supplierUsers.errors.alreadyRegistered',
  CANNOT_DEACTIVATE_SELF: 'supplierUsers.errors.cannotDeactivateSelf',
  SCIM_TOKEN_LIMIT_REACHED: 'provisioning.errors.limitReached',
  // A provider's staff member seeing the portal as a user: whatever the page, nothing changes.
  READ_ONLY_VIEW: 'errors.readOnlyView',
};

interface PageMessages {
  /** What the page says for a code it has no message for, or when the server did not answer. */
  fallback: string;
  /** Codes this page words differently from the table, or that only it can get. */
  overrides?: Readonly<Record<string, string>>;
}

/** Each page (or action) that shows an API error, with its own wording where it needs one. */
const pages = {
  login: {
    fallback: 'login.errors.unavailable',
    // The wait is counted down in seconds on the login form (spec section 8).
    overrides: {
      TOO_MANY_ATTEMPTS: 'login.errors.tooManyAttempts',
      BAD_USER_INPUT: 'login.errors.invalidCredentials',
    },
  },
  resetPasswordRequest: { fallback: 'resetPassword.failed' },
  resetPasswordSave: { fallback: 'resetPassword.saveFailed' },
  accountSave: {
    fallback: 'account.errors.saveFailed',
    overrides: {
      TOO_MANY_ATTEMPTS: 'account.errors.tooManyAttempts',
      WEAK_PASSWORD: 'account.errors.weakPassword',
      BAD_USER_INPUT: 'account.errors.invalid',
    },
  },
  inviteCheck: {
    fallback: 'register.errors.checkFailed',
    overrides: { BAD_USER_INPUT: 'register.errors.invalidLink' },
  },
  registration: {
    fallback: 'register.errors.failed',
    overrides: {
      WEAK_PASSWORD: 'register.errors.weakPassword',
      BAD_USER_INPUT: 'register.errors.badInput',
      MICROSOFT_SIGN_IN_UNAVAILABLE: 'register.errors.microsoftUnavailable',
    },
  },
  requestAccess: {
    fallback: 'requestAccess.failed',
    overrides: {
      TOO_MANY_ATTEMPTS: 'requestAccess.tooManyAttempts',
      BAD_USER_INPUT: 'requestAccess.invalid',
    },
  },
  contactMessage: {
    fallback: 'contact.errors.sendFailed',
    overrides: { TOO_MANY_ATTEMPTS: 'contact.errors.tooMany' },
  },
  orderAssignment: { fallback: 'errors.orderAssignment' },
  orderReport: {
    fallback: 'errors.orderReport',
    // The server refuses more reports in the making at once with TOO_MANY_ATTEMPTS.
    overrides: { TOO_MANY_ATTEMPTS: 'reports.order.tooMany' },
  },
  createRegularReport: { fallback: 'errors.createRegularReport' },
  takeOverRegularReport: { fallback: 'errors.takeOverRegularReport' },
  scimProvisioning: {
    fallback: 'provisioning.errors.failed',
    overrides: {
      BAD_USER_INPUT: 'provisioning.errors.badName',
      NOT_FOUND: 'provisioning.errors.notFound',
    },
  },
  supplierUsers: {
    fallback: 'supplierUsers.errors.failed',
    overrides: {
      BAD_USER_INPUT: 'supplierUsers.errors.badInput',
      NOT_FOUND: 'supplierUsers.errors.notFound',
    },
  },
  unitHolds: {
    fallback: 'unitHolds.errors.answerFailed',
    overrides: {
      BAD_USER_INPUT: 'unitHolds.errors.notOpen',
      NOT_FOUND: 'unitHolds.errors.notFound',
    },
  },
  consoleSignIn: {
    fallback: 'console.errors.signInFailed',
    overrides: {
      INVALID_CREDENTIALS: 'console.errors.invalidCredentials',
      BAD_USER_INPUT: 'console.errors.invalidCredentials',
      INVALID_SECURITY_CODE: 'console.errors.invalidCode',
      EXPIRED: 'console.errors.challengeExpired',
    },
  },
  consoleIdentity: {
    fallback: 'consoleIdentity.failed',
    overrides: {
      FORBIDDEN: 'consoleIdentity.administratorsOnly',
      BAD_USER_INPUT: 'consoleIdentity.invalid',
    },
  },
  consoleKeys: {
    fallback: 'consoleKeys.failed',
    overrides: {
      FORBIDDEN: 'consoleKeys.administratorsOnly',
      NOT_FOUND: 'consoleKeys.gone',
      BAD_USER_INPUT: 'consoleKeys.nameRequired',
    },
  },
  consoleMicrosoft: {
    fallback: 'console.microsoft.errors.failed',
    overrides: {
      INVALID_CREDENTIALS: 'console.microsoft.errors.notStaff',
      MICROSOFT_ACCOUNT_MISMATCH: 'console.microsoft.errors.accountMismatch',
      MICROSOFT_EMAIL_NOT_VERIFIED: 'console.microsoft.errors.emailNotVerified',
      MICROSOFT_SIGN_IN_UNAVAILABLE: 'console.microsoft.errors.unavailable',
    },
  },
  consoleDecision: {
    fallback: 'console.errors.decisionFailed',
    overrides: {
      NOT_FOUND: 'console.errors.requestGone',
      FORBIDDEN: 'console.errors.forbidden',
      BAD_USER_INPUT: 'console.errors.reasonRequired',
    },
  },
  consoleRetireDocument: {
    fallback: 'console.documents.retire.failed',
    overrides: {
      NOT_FOUND: 'console.documents.retire.gone',
      FORBIDDEN: 'console.documents.retire.forbidden',
    },
  },
  consoleCreateCustomer: {
    fallback: 'console.customers.create.failed',
    overrides: {
      // The form checks the fields first: what is left is a group that is no longer there.
      BAD_USER_INPUT: 'console.customers.create.badInput',
      NOT_FOUND: 'console.customers.gone',
      FORBIDDEN: 'console.customers.forbidden',
    },
  },
  consoleInviteCustomerUser: {
    fallback: 'console.customers.invite.failed',
    // BAD_USER_INPUT shows the server's own words (which field, and why); this is for none.
    overrides: {
      EMAIL_IN_USE: 'console.customers.invite.emailInUse',
      BAD_USER_INPUT: 'console.customers.invite.badInput',
      NOT_FOUND: 'console.customers.gone',
      FORBIDDEN: 'console.customers.forbidden',
    },
  },
  consoleContacts: {
    fallback: 'consoleContacts.failed',
    overrides: {
      NOT_FOUND: 'consoleContacts.gone',
      FORBIDDEN: 'consoleContacts.readOnly',
    },
  },
  consoleStaff: {
    fallback: 'consoleStaff.failed',
    overrides: {
      EMAIL_IN_USE: 'consoleStaff.emailInUse',
      NOT_FOUND: 'consoleStaff.gone',
      CANNOT_DEACTIVATE_SELF: 'consoleStaff.notYourself',
      FORBIDDEN: 'consoleStaff.administratorsOnly',
    },
  },
  consoleCustomerUser: {
    fallback: 'console.customers.users.failed',
    overrides: {
      NOT_FOUND: 'console.customers.users.gone',
      ALREADY_REGISTERED: 'console.customers.users.alreadyRegistered',
      FORBIDDEN: 'console.customers.forbidden',
    },
  },
  consoleCustomerSetting: {
    fallback: 'console.customers.upload.failed',
    overrides: {
      NOT_FOUND: 'console.customers.gone',
      FORBIDDEN: 'console.customers.forbidden',
    },
  },
  webhooks: {
    fallback: 'webhooks.errors.failed',
    overrides: { BAD_USER_INPUT: 'webhooks.errors.urlRefused' },
  },
} as const satisfies Record<string, PageMessages>;

export type ErrorPage = keyof typeof pages;

/** A translation key, with the values its text counts with (the wait, for TOO_MANY_ATTEMPTS). */
export interface ErrorMessage {
  key: string;
  values?: Record<string, number>;
}

/** Seconds to wait as the server gives them (retryAfterSeconds), rounded up; a minute if not. */
function secondsToWait(error: GraphQLRequestError): number {
  const seconds = error.errors[0]?.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** What `page` shows for a failed request: show it with t(message.key, message.values). */
export function errorMessage(error: unknown, page: ErrorPage): ErrorMessage {
  const messages: PageMessages = pages[page];
  if (!(error instanceof GraphQLRequestError) || !error.code) return { key: messages.fallback };
  const code = error.code;
  const key = messages.overrides?.[code] ?? messageKeys[code] ?? messages.fallback;
  return code === 'TOO_MANY_ATTEMPTS' ? { key, values: { count: secondsToWait(error) } } : { key };
}

/** The problems a refusal names (extensions.fields), as the server sent them; none otherwise. */
function fieldProblemsOf(error: unknown): { field?: unknown; reason?: unknown }[] {
  if (!(error instanceof GraphQLRequestError)) return [];
  const fields = error.errors[0]?.extensions?.fields;
  return Array.isArray(fields) ? (fields as { field?: unknown; reason?: unknown }[]) : [];
}

/** The input a BAD_USER_INPUT names first (extensions.fields), by its API name. */
export function failedFieldName(error: unknown): string | undefined {
  const name = fieldProblemsOf(error)[0]?.field;
  return typeof name === 'string' ? name : undefined;
}

/** Whether a BAD_USER_INPUT repeats what is stored (extensions.fields' `reason: duplicate`). */
export function isDuplicateInput(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.code === 'BAD_USER_INPUT' &&
    fieldProblemsOf(error).some((problem) => problem?.reason === 'duplicate')
  );
}

/** Every translation key the table can give, for checking that each has a text. */
export function everyErrorMessageKey(): string[] {
  const pageKeys = Object.values(pages).flatMap((messages: PageMessages) => [
    messages.fallback,
    ...Object.values(messages.overrides ?? {}),
  ]);
  return [...new Set([...Object.values(messageKeys), ...pageKeys])];
}
