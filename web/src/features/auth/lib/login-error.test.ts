import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { loginErrorMessage } from './login-error';

const failure = (code: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLRequestError([{ message: code, extensions: { code, ...extensions } }]);

describe('loginErrorMessage', () => {
  it('maps the catalogue codes to their messages', () => {
    expect(loginErrorMessage(failure('INVALID_CREDENTIALS')).key).toBe(
      'login.errors.invalidCredentials',
    );
    expect(loginErrorMessage(failure('NOT_REGISTERED')).key).toBe('login.errors.notRegistered');
    expect(loginErrorMessage(failure('REGISTRATION_INCOMPLETE')).key).toBe(
      'login.errors.registrationIncomplete',
    );
  });

  it('maps the Microsoft sign-in codes to their messages', () => {
    expect(loginErrorMessage(failure('MICROSOFT_SIGN_IN_FAILED')).key).toBe(
      'login.microsoft.errors.failed',
    );
    expect(loginErrorMessage(failure('MICROSOFT_EMAIL_NOT_VERIFIED')).key).toBe(
      'login.microsoft.errors.emailNotVerified',
    );
    expect(loginErrorMessage(failure('MICROSOFT_ACCOUNT_MISMATCH')).key).toBe(
      'login.microsoft.errors.accountMismatch',
    );
    expect(loginErrorMessage(failure('ACCOUNT_DEACTIVATED')).key).toBe(
      'login.errors.accountDeactivated',
    );
  });

  it('carries the wait of TOO_MANY_ATTEMPTS, rounded up', () => {
    expect(loginErrorMessage(failure('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 12.2 }))).toEqual({
      key: 'login.errors.tooManyAttempts',
      values: { count: 13 },
    });
  });

  it('falls back to a generic message for network and unknown errors', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch')).key).toBe(
      'login.errors.unavailable',
    );
    expect(loginErrorMessage(failure('INTERNAL_SERVER_ERROR')).key).toBe(
      'login.errors.unavailable',
    );
  });
});
