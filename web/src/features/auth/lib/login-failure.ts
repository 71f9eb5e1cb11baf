import type { ErrorMessage } from '../../../shared/errors/error-messages';

/**
 * What the login screen shows for a failed sign-in. The table of error messages loads with the
 * first failure, not with the screen's first paint.
 */
export async function loginFailureMessage(error: unknown): Promise<ErrorMessage> {
  try {
    const { errorMessage } = await import('../../../shared/errors/error-messages');
    return errorMessage(error, 'login');
  } catch {
    // The table itself did not load (the connection is gone): what the table says then.
    return { key: 'login.errors.unavailable' };
  }
}
