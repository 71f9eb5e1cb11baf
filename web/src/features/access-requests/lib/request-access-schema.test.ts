import { describe, expect, it } from 'vitest';
import { requestAccessSchema } from './request-access-schema';

const valid = {
  country: 'NO',
  company_name: 'Fjord Data AS',
  org_number: '923 456 789',
  first_name: 'Ingrid',
  last_name: 'Hansen',
  phone: '+47 912 34 567',
  email: 'ingrid@fjorddata.example',
};

describe('the access request form', () => {
  it('accepts the six fields filled in', () => {
    expect(requestAccessSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['company_name', ' ', 'requestAccess.required'],
    ['org_number', '', 'requestAccess.required'],
    ['first_name', '', 'requestAccess.required'],
    ['last_name', 'x'.repeat(101), 'requestAccess.tooLong'],
    ['phone', 'call me', 'phoneRules.invalid'],
    ['email', 'ingrid', 'login.emailInvalid'],
  ])('refuses a bad %s', (field, value, message) => {
    const result = requestAccessSchema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  // The phone rule is the shared one (@itad-portal/validation), as the API applies it.
  it.each(['+47 912 34 567', '(022) 33-44.55', '12345'])('accepts the phone number %s', (phone) => {
    expect(requestAccessSchema.safeParse({ ...valid, phone }).success).toBe(true);
  });

  it.each(['1234', '+47 abc 34 567', '++47 912 34 567', '47+12345'])(
    'refuses the phone number %s',
    (phone) => {
      const result = requestAccessSchema.safeParse({ ...valid, phone });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['phone'],
        message: 'phoneRules.invalid',
      });
    },
  );
});
