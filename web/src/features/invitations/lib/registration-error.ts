import { GraphQLRequestError } from '../../../shared/graphql/client';

/** Translation key for a failed invite code check. */
export function inviteCodeErrorKey(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return 'register.errors.checkFailed';
  switch (error.code) {
    case 'INVALID_INVITE_CODE':
    case 'BAD_USER_INPUT':
      return 'register.errors.invalidLink';
    case 'INVITE_CODE_EXPIRED':
      return 'register.errors.expiredLink';
    case 'TOO_MANY_ATTEMPTS':
      return 'register.errors.tooManyAttempts';
    default:
      return 'register.errors.checkFailed';
  }
}

/** Translation key for a failed register_invited_user. */
export function registrationErrorKey(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return 'register.errors.failed';
  switch (error.code) {
    case 'INVALID_INVITE_CODE':
      return 'register.errors.invalidLink';
    case 'INVITE_CODE_EXPIRED':
      return 'register.errors.expiredLink';
    case 'TOO_MANY_ATTEMPTS':
      return 'register.errors.tooManyAttempts';
    case 'WEAK_PASSWORD':
      return 'register.errors.weakPassword';
    case 'BAD_USER_INPUT':
      return 'register.errors.badInput';
    case 'MICROSOFT_SIGN_IN_UNAVAILABLE':
      return 'register.errors.microsoftUnavailable';
    default:
      return 'register.errors.failed';
  }
}
