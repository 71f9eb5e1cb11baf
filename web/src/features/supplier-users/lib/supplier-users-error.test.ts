import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { inviteSchema } from './invite-schema';
import { supplierUsersErrorKey } from './supplier-users-error';

const withCode = (code: string) =>
  new GraphQLRequestError([{ message: 'x', extensions: { code } }]);

describe('users page', () => {
  it('maps server error codes to messages', () => {
    expect(supplierUsersErrorKey(withCode('EMAIL_IN_USE'))).toBe('supplierUsers.errors.emailInUse');
    expect(supplierUsersErrorKey(withCode('CANNOT_DEACTIVATE_SELF'))).toBe(
      'supplierUsers.errors.cannotDeactivateSelf',
    );
    expect(supplierUsersErrorKey(withCode('MAIL_LIMIT_REACHED'))).toBe('errors.mailLimitReached');
    expect(supplierUsersErrorKey(new Error('offline'))).toBe('supplierUsers.errors.failed');
  });

  it('validates an invitation', () => {
    const valid = {
      email: 'kari@example.no',
      firstName: 'Kari',
      lastName: 'Nordmann',
      language: 'no',
      hasReportAccess: true,
    };
    expect(inviteSchema.safeParse(valid).success).toBe(true);
    const bad = inviteSchema.safeParse({ ...valid, email: 'kari', firstName: '' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'login.emailInvalid',
      'register.errors.firstNameRequired',
    ]);
  });
});
