/**
 * Domain errors carry a stable code that clients map to their own (translated) messages.
 * They are turned into GraphQL errors in one place (graphql/error-formatter.ts) and into HTTP
 * statuses for the REST routes in one other (http/errors.ts).
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'INVALID_CREDENTIALS'
  | 'NOT_REGISTERED'
  | 'REGISTRATION_INCOMPLETE'
  | 'TOO_MANY_ATTEMPTS'
  | 'MAIL_LIMIT_REACHED'
  | 'QUERY_TOO_COMPLEX'
  | 'INVALID_RESET_CODE'
  | 'WEAK_PASSWORD'
  | 'INVALID_INVITE_CODE'
  | 'INVITE_CODE_EXPIRED'
  | 'MICROSOFT_SIGN_IN_UNAVAILABLE'
  | 'EMAIL_IN_USE'
  | 'ALREADY_REGISTERED'
  | 'CANNOT_DEACTIVATE_SELF'
  | 'WRONG_PASSWORD'
  | 'MICROSOFT_SIGN_IN_FAILED'
  | 'MICROSOFT_EMAIL_NOT_VERIFIED'
  | 'MICROSOFT_ACCOUNT_MISMATCH'
  | 'MICROSOFT_CHOOSE_COMPANY'
  | 'ACCOUNT_DEACTIVATED'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'EXPIRED'
  | 'SUBSCRIPTION_LIMIT_REACHED'
  | 'REPORT_LINK_REVOKED'
  | 'SCIM_TOKEN_LIMIT_REACHED'
  | 'INVALID_SECURITY_CODE'
  | 'READ_ONLY_VIEW';

/** English messages of the spec's error catalogue, for callers that show the server's text. */
const defaultMessages: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'You must be signed in.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  BAD_USER_INPUT: 'The input is not valid.',
  INVALID_CREDENTIALS: 'Could not log in. Check username/password and try again.',
  NOT_REGISTERED:
    'You are not registered. You will receive an invitation in a separate email. Follow the instructions to register with your contact details.',
  REGISTRATION_INCOMPLETE:
    'Please complete the registration to be able to log in. You will get access as soon as the registration is completed.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Wait a moment and try again.',
  MAIL_LIMIT_REACHED:
    'You have sent e-mail to too many recipients for now. Try again later or contact us.',
  QUERY_TOO_COMPLEX: 'The query is too large or too complex.',
  INVALID_RESET_CODE: 'The reset link is invalid or has expired. Ask for a new one.',
  WEAK_PASSWORD:
    'The new password must be at least 6 characters long and contain letters and at least one number.',
  INVALID_INVITE_CODE: 'The invitation link is invalid or has already been used.',
  INVITE_CODE_EXPIRED: 'The invitation link has expired. Ask for a new invitation.',
  MICROSOFT_SIGN_IN_UNAVAILABLE: 'Sign-in with Microsoft is not available. Use your password.',
  EMAIL_IN_USE: 'This e-mail address belongs to an existing account and cannot be invited.',
  ALREADY_REGISTERED: 'This user has already registered.',
  CANNOT_DEACTIVATE_SELF: 'You cannot deactivate your own account.',
  WRONG_PASSWORD: 'The current password is not correct.',
  MICROSOFT_SIGN_IN_FAILED: 'Sign-in with Microsoft did not complete. Try again.',
  MICROSOFT_EMAIL_NOT_VERIFIED:
    'Your Microsoft account did not confirm an e-mail address, so it cannot be matched to a user.',
  MICROSOFT_ACCOUNT_MISMATCH: 'This user is linked to another Microsoft account.',
  MICROSOFT_CHOOSE_COMPANY:
    'Your e-mail address has been set up by a company whose user you have not confirmed yet. Choose the company you work for.',
  ACCOUNT_DEACTIVATED: 'Your account has been deactivated. Contact your administrator.',
  // The spec's message for a file over the limit (section 8, spelling as given).
  FILE_TOO_LARGE: 'File to large.',
  UNSUPPORTED_FILE_TYPE:
    'This type of file cannot be attached. Attach PDF, images, XLSX, CSV or DOCX.',
  EXPIRED: 'This is no longer available.',
  SUBSCRIPTION_LIMIT_REACHED:
    'The limit of 25 active regular reports is reached. Delete one before creating another.',
  REPORT_LINK_REVOKED:
    'This link no longer works: the person who ordered this report can no longer order it.',
  SCIM_TOKEN_LIMIT_REACHED:
    'The limit of 10 SCIM tokens in use is reached. Revoke one before creating another.',
  // The second step of a staff sign-in: the authenticator's code or a recovery code.
  INVALID_SECURITY_CODE:
    'The code is not valid. Enter the current code from your authenticator app.',
  // A provider's staff member seeing a customer's portal (console_view_as_customer).
  READ_ONLY_VIEW: "This is a read-only view of the customer's portal: nothing can be changed.",
};

/** A Microsoft sign-in waiting for the person to choose the company (MICROSOFT_CHOOSE_COMPANY). */
export interface CompanyChoice {
  /** One-time code for auth_microsoft_choose. */
  code: string;
  /** The companies' names, in the order auth_microsoft_choose counts them. */
  companies: string[];
}

export interface FieldProblem {
  field: string;
  message: string;
  /** A stable word for the problem (`duplicate`), for callers that say it in their own words. */
  reason?: 'duplicate';
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    readonly details: {
      fields?: FieldProblem[];
      retryAfterSeconds?: number;
      choice?: CompanyChoice;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthenticated = () => new DomainError('UNAUTHENTICATED');
export const forbidden = () => new DomainError('FORBIDDEN');
export const notFound = () => new DomainError('NOT_FOUND');
