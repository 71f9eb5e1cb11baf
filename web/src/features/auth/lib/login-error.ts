import { GraphQLRequestError } from '../../../shared/graphql/client';

export interface LoginErrorMessage {
  key: string;
  values?: Record<string, number>;
}

/** The login messages of the error catalogue (spec section 8), by the server's error code. */
export function loginErrorMessage(error: unknown): LoginErrorMessage {
  if (!(error instanceof GraphQLRequestError)) return { key: 'login.errors.unavailable' };
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return { key: 'login.errors.invalidCredentials' };
    case 'NOT_REGISTERED':
      return { key: 'login.errors.notRegistered' };
    case 'REGISTRATION_INCOMPLETE':
      return { key: 'login.errors.registrationIncomplete' };
    case 'TOO_MANY_ATTEMPTS': {
      const seconds = error.errors[0]?.extensions?.retryAfterSeconds;
      return {
        key: 'login.errors.tooManyAttempts',
        values: { count: typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60 },
      };
    }
    case 'BAD_USER_INPUT':
      return { key: 'login.errors.invalidCredentials' };
    case 'ACCOUNT_DEACTIVATED':
      return { key: 'login.errors.accountDeactivated' };
    case 'MICROSOFT_SIGN_IN_FAILED':
      return { key: 'login.microsoft.errors.failed' };
    case 'MICROSOFT_SIGN_IN_UNAVAILABLE':
      return { key: 'login.microsoft.errors.unavailable' };
    case 'MICROSOFT_EMAIL_NOT_VERIFIED':
      return { key: 'login.microsoft.errors.emailNotVerified' };
    case 'MICROSOFT_ACCOUNT_MISMATCH':
      return { key: 'login.microsoft.errors.accountMismatch' };
    default:
      return { key: 'login.errors.unavailable' };
  }
}
