import { describe, expect, it } from 'vitest';
import { accountFormSchema, toUpdateVariables, type AccountFormValues } from './account-schema';

const valid: AccountFormValues = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  phone: '+47 912 34 567',
  jobTitle: 'IT-sjef',
  language: 'no',
  oldPassword: '',
  newPassword: '',
  repeatPassword: '',
};

function problemsOf(values: Partial<AccountFormValues>) {
  const result = accountFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return [];
  // The form shows the first problem of each field, as react-hook-form does.
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first];
}

describe('the account form rules', () => {
  it('accepts the profile without a password change', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('requires first name, last name, phone, job title and a known language', () => {
    expect(
      problemsOf({
        firstName: ' ',
        lastName: '',
        phone: '',
        jobTitle: '',
        language: 'de' as AccountFormValues['language'],
      }),
    ).toEqual([
      ['firstName', 'account.validation.required'],
      ['lastName', 'account.validation.required'],
      ['phone', 'account.validation.required'],
      ['jobTitle', 'account.validation.required'],
      ['language', 'account.validation.languageRequired'],
    ]);
    expect(problemsOf({ phone: 'call me' })).toEqual([['phone', 'phoneRules.invalid']]);
    expect(problemsOf({ firstName: 'x'.repeat(101) })).toEqual([
      ['firstName', 'account.validation.tooLong'],
    ]);
  });

  it('applies the shared new-password rule once any password field is filled in', () => {
    expect(problemsOf({ newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' })).toEqual([
      ['oldPassword', 'account.validation.oldPasswordRequired'],
      ['newPassword', 'passwordRules.needsNumber'],
    ]);
    expect(problemsOf({ oldPassword: 'Gammelt-1' })).toEqual([
      ['newPassword', 'passwordRules.required'],
    ]);
    expect(
      problemsOf({
        oldPassword: 'Gammelt-1',
        newPassword: 'Password1',
        repeatPassword: 'Password1',
      }),
    ).toEqual([['newPassword', 'passwordRules.tooCommon']]);
  });

  it('says "Passwords is not equal." when the repeat differs', () => {
    expect(
      problemsOf({ oldPassword: 'Gammelt-1', newPassword: 'Fjord-tur-42', repeatPassword: 'x' }),
    ).toEqual([['repeatPassword', 'passwordRules.notEqual']]);
  });

  it('refuses the current password as the new one', () => {
    expect(
      problemsOf({
        oldPassword: 'Fjord-tur-42',
        newPassword: 'Fjord-tur-42',
        repeatPassword: 'Fjord-tur-42',
      }),
    ).toEqual([['newPassword', 'account.validation.samePassword']]);
  });

  it('sends the passwords only with a password change, and trimmed profile fields', () => {
    const profileOnly = accountFormSchema.parse({ ...valid, firstName: ' Kari ' });
    expect(toUpdateVariables(profileOnly)).toEqual({
      first_name: 'Kari',
      last_name: 'Nordmann',
      phone: '+47 912 34 567',
      job_title: 'IT-sjef',
      language: 'no',
    });
    const withPassword = accountFormSchema.parse({
      ...valid,
      oldPassword: 'Gammelt-1',
      newPassword: 'Fjord-tur-42',
      repeatPassword: 'Fjord-tur-42',
    });
    expect(toUpdateVariables(withPassword)).toMatchObject({
      old_password: 'Gammelt-1',
      new_password: 'Fjord-tur-42',
    });
  });
});
