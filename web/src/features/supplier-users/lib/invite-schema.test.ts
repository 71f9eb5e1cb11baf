import { describe, expect, it } from 'vitest';
import { inviteSchema } from './invite-schema';

describe('the invitation form', () => {
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
