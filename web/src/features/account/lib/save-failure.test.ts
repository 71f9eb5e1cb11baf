import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { accountSaveError } from './save-failure';

const failure = (code: string, fields?: { field: string; message: string }[]) =>
  new GraphQLRequestError([{ message: code, extensions: { code, ...(fields ? { fields } : {}) } }]);

describe('accountSaveError', () => {
  it('ties a wrong current password and a weak new one to their inputs', () => {
    expect(accountSaveError(failure('WRONG_PASSWORD'))).toEqual({
      key: 'account.errors.wrongPassword',
      field: 'oldPassword',
    });
    expect(accountSaveError(failure('WEAK_PASSWORD'))).toEqual({
      key: 'account.errors.weakPassword',
      field: 'newPassword',
    });
  });

  it('maps bad input to the field the API names', () => {
    expect(
      accountSaveError(failure('BAD_USER_INPUT', [{ field: 'phone', message: 'Phone ...' }])),
    ).toEqual({ key: 'account.errors.invalid', field: 'phone' });
    expect(
      accountSaveError(failure('BAD_USER_INPUT', [{ field: 'new_password', message: '...' }])),
    ).toEqual({ key: 'account.validation.samePassword', field: 'newPassword' });
    expect(accountSaveError(failure('BAD_USER_INPUT'))).toEqual({ key: 'account.errors.invalid' });
  });

  it('shows throttling and anything unexpected above the form', () => {
    expect(accountSaveError(failure('TOO_MANY_ATTEMPTS'))).toEqual({
      key: 'account.errors.tooManyAttempts',
    });
    expect(accountSaveError(failure('INTERNAL_SERVER_ERROR'))).toEqual({
      key: 'account.errors.saveFailed',
    });
    expect(accountSaveError(new Error('offline'))).toEqual({ key: 'account.errors.saveFailed' });
  });
});
