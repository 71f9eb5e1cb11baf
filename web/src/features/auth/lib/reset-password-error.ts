import { GraphQLRequestError } from '../../../shared/graphql/client';

/** Translation key for a failed update_password (spec section 8 for anything unexpected). */
export function updatePasswordErrorKey(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return 'resetPassword.saveFailed';
  switch (error.code) {
    case 'INVALID_RESET_CODE':
      return 'resetPassword.invalidLink';
    case 'TOO_MANY_ATTEMPTS':
      return 'resetPassword.tooManyAttempts';
    default:
      return 'resetPassword.saveFailed';
  }
}

/** Translation key for a failed reset_password. */
export function resetRequestErrorKey(error: unknown): string {
  return error instanceof GraphQLRequestError && error.code === 'TOO_MANY_ATTEMPTS'
    ? 'resetPassword.tooManyAttempts'
    : 'resetPassword.failed';
}
