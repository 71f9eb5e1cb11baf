import { describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { GraphQLRequestError } from '../graphql/client';
import {
  errorMessage,
  everyErrorMessageKey,
  failedFieldName,
  type ErrorPage,
} from './error-messages';

const failure = (code: string, extensions: Record<string, unknown> = {}) =>
  new GraphQLRequestError([{ message: code, extensions: { code, ...extensions } }]);

const keyOn = (page: ErrorPage, code: string) => errorMessage(failure(code), page).key;

describe('the shared table', () => {
  it('gives every page the same message for a code it does not word itself', () => {
    for (const page of ['orderAssignment', 'supplierUsers', 'orderReport'] as const) {
      expect(keyOn(page, 'MAIL_LIMIT_REACHED')).toBe('errors.mailLimitReached');
    }
    for (const page of ['resetPasswordRequest', 'resetPasswordSave', 'inviteCheck'] as const) {
      expect(keyOn(page, 'TOO_MANY_ATTEMPTS')).toBe('errors.tooManyAttempts');
    }
    expect(keyOn('registration', 'TOO_MANY_ATTEMPTS')).toBe('errors.tooManyAttempts');
  });

  it("uses a page's own wording where it has one", () => {
    expect(keyOn('login', 'TOO_MANY_ATTEMPTS')).toBe('login.errors.tooManyAttempts');
    expect(keyOn('accountSave', 'TOO_MANY_ATTEMPTS')).toBe('account.errors.tooManyAttempts');
    expect(keyOn('requestAccess', 'TOO_MANY_ATTEMPTS')).toBe('requestAccess.tooManyAttempts');
    expect(keyOn('contactMessage', 'TOO_MANY_ATTEMPTS')).toBe('contact.errors.tooMany');
    expect(keyOn('orderReport', 'TOO_MANY_ATTEMPTS')).toBe('reports.order.tooMany');
  });

  it("falls back to the page's message for network failures and unknown codes", () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'login')).toEqual({
      key: 'login.errors.unavailable',
    });
    expect(keyOn('login', 'INTERNAL_SERVER_ERROR')).toBe('login.errors.unavailable');
    expect(errorMessage(null, 'contactMessage').key).toBe('contact.errors.sendFailed');
    expect(keyOn('contactMessage', 'FORBIDDEN')).toBe('contact.errors.sendFailed');
    expect(keyOn('orderAssignment', 'BAD_USER_INPUT')).toBe('errors.orderAssignment');
    expect(errorMessage(new GraphQLRequestError([{ message: 'x' }]), 'webhooks').key).toBe(
      'webhooks.errors.failed',
    );
  });

  it('carries the wait of TOO_MANY_ATTEMPTS in seconds, rounded up, a minute when unknown', () => {
    expect(
      errorMessage(failure('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 12.2 }), 'login'),
    ).toEqual({ key: 'login.errors.tooManyAttempts', values: { count: 13 } });
    expect(errorMessage(failure('TOO_MANY_ATTEMPTS'), 'login').values).toEqual({ count: 60 });
  });

  it('has an English text for every key it gives, worded as the pages showed it', () => {
    const i18n = initialiseTestI18n();
    const missing = everyErrorMessageKey().filter(
      (key) => !i18n.exists(key) && !i18n.exists(`${key}_other`),
    );
    expect(missing).toEqual([]);
    const shown = (page: ErrorPage, error: GraphQLRequestError) => {
      const message = errorMessage(error, page);
      return i18n.t(message.key, message.values);
    };
    const throttled = failure('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 12.2 });
    expect(shown('resetPasswordSave', throttled)).toBe(
      'Too many attempts. Wait a while and try again.',
    );
    expect(shown('login', throttled)).toBe('Too many attempts. Wait 13 seconds and try again.');
  });

  it('names the input a BAD_USER_INPUT points at', () => {
    expect(failedFieldName(failure('BAD_USER_INPUT', { fields: [{ field: 'phone' }] }))).toBe(
      'phone',
    );
    expect(failedFieldName(failure('BAD_USER_INPUT'))).toBeUndefined();
    expect(failedFieldName(new Error('offline'))).toBeUndefined();
  });
});

// The messages each page showed before the table, code for code.
describe('the pages', () => {
  it('login: the catalogue codes and Microsoft sign-in', () => {
    expect(keyOn('login', 'INVALID_CREDENTIALS')).toBe('login.errors.invalidCredentials');
    expect(keyOn('login', 'BAD_USER_INPUT')).toBe('login.errors.invalidCredentials');
    expect(keyOn('login', 'NOT_REGISTERED')).toBe('login.errors.notRegistered');
    expect(keyOn('login', 'REGISTRATION_INCOMPLETE')).toBe('login.errors.registrationIncomplete');
    expect(keyOn('login', 'ACCOUNT_DEACTIVATED')).toBe('login.errors.accountDeactivated');
    expect(keyOn('login', 'MICROSOFT_SIGN_IN_FAILED')).toBe('login.microsoft.errors.failed');
    expect(keyOn('login', 'MICROSOFT_SIGN_IN_UNAVAILABLE')).toBe(
      'login.microsoft.errors.unavailable',
    );
    expect(keyOn('login', 'MICROSOFT_EMAIL_NOT_VERIFIED')).toBe(
      'login.microsoft.errors.emailNotVerified',
    );
    expect(keyOn('login', 'MICROSOFT_ACCOUNT_MISMATCH')).toBe(
      'login.microsoft.errors.accountMismatch',
    );
  });

  it('reset password: an invalid link, else that it failed', () => {
    expect(keyOn('resetPasswordSave', 'INVALID_RESET_CODE')).toBe('resetPassword.invalidLink');
    expect(keyOn('resetPasswordSave', 'WEAK_PASSWORD')).toBe('resetPassword.saveFailed');
    expect(keyOn('resetPasswordRequest', 'BAD_USER_INPUT')).toBe('resetPassword.failed');
  });

  it('registration: tells an expired link from an invalid one', () => {
    expect(keyOn('inviteCheck', 'INVITE_CODE_EXPIRED')).toBe('register.errors.expiredLink');
    expect(keyOn('inviteCheck', 'INVALID_INVITE_CODE')).toBe('register.errors.invalidLink');
    expect(keyOn('inviteCheck', 'BAD_USER_INPUT')).toBe('register.errors.invalidLink');
    expect(errorMessage(new Error('offline'), 'inviteCheck').key).toBe(
      'register.errors.checkFailed',
    );
    expect(keyOn('registration', 'INVALID_INVITE_CODE')).toBe('register.errors.invalidLink');
    expect(keyOn('registration', 'INVITE_CODE_EXPIRED')).toBe('register.errors.expiredLink');
    expect(keyOn('registration', 'WEAK_PASSWORD')).toBe('register.errors.weakPassword');
    expect(keyOn('registration', 'BAD_USER_INPUT')).toBe('register.errors.badInput');
    expect(keyOn('registration', 'MICROSOFT_SIGN_IN_UNAVAILABLE')).toBe(
      'register.errors.microsoftUnavailable',
    );
    expect(keyOn('registration', 'SOMETHING_ELSE')).toBe('register.errors.failed');
  });

  it('request access and contact', () => {
    expect(keyOn('requestAccess', 'BAD_USER_INPUT')).toBe('requestAccess.invalid');
    expect(keyOn('requestAccess', 'FORBIDDEN')).toBe('requestAccess.failed');
  });

  it('reports: says why when the server says why', () => {
    expect(keyOn('orderReport', 'SUBSCRIPTION_LIMIT_REACHED')).toBe(
      'reports.subscriptions.limitReached',
    );
    expect(keyOn('orderReport', 'FORBIDDEN')).toBe('errors.orderReport');
    expect(errorMessage(new Error('offline'), 'orderReport').key).toBe('errors.orderReport');
    expect(keyOn('createRegularReport', 'SUBSCRIPTION_LIMIT_REACHED')).toBe(
      'reports.subscriptions.limitReached',
    );
    expect(keyOn('createRegularReport', 'FORBIDDEN')).toBe('errors.createRegularReport');
    expect(keyOn('takeOverRegularReport', 'SUBSCRIPTION_LIMIT_REACHED')).toBe(
      'reports.subscriptions.limitReached',
    );
    expect(keyOn('takeOverRegularReport', 'NOT_FOUND')).toBe('errors.takeOverRegularReport');
  });

  it('provisioning, users and webhooks pages', () => {
    expect(keyOn('scimProvisioning', 'BAD_USER_INPUT')).toBe('provisioning.errors.badName');
    expect(keyOn('scimProvisioning', 'NOT_FOUND')).toBe('provisioning.errors.notFound');
    expect(keyOn('scimProvisioning', 'SCIM_TOKEN_LIMIT_REACHED')).toBe(
      'provisioning.errors.limitReached',
    );
    expect(keyOn('scimProvisioning', 'FORBIDDEN')).toBe('provisioning.errors.failed');
    expect(keyOn('supplierUsers', 'EMAIL_IN_USE')).toBe('supplierUsers.errors.emailInUse');
    expect(keyOn('supplierUsers', 'ALREADY_REGISTERED')).toBe(
      'supplierUsers.errors.alreadyRegistered',
    );
    expect(keyOn('supplierUsers', 'CANNOT_DEACTIVATE_SELF')).toBe(
      'supplierUsers.errors.cannotDeactivateSelf',
    );
    expect(keyOn('supplierUsers', 'NOT_FOUND')).toBe('supplierUsers.errors.notFound');
    expect(keyOn('supplierUsers', 'BAD_USER_INPUT')).toBe('supplierUsers.errors.badInput');
    expect(errorMessage(new Error('offline'), 'supplierUsers').key).toBe(
      'supplierUsers.errors.failed',
    );
    expect(keyOn('webhooks', 'BAD_USER_INPUT')).toBe('webhooks.errors.urlRefused');
    expect(keyOn('webhooks', 'NOT_FOUND')).toBe('webhooks.errors.failed');
  });
});
