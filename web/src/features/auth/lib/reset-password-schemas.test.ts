import { describe, expect, it } from 'vitest';
import { newPasswordFormSchema, resetRequestSchema } from './reset-password-schemas';

const problemsOf = (values: { password: string; repeatPassword: string }) => {
  const result = newPasswordFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const valid = {
  password: 'Fjord-tur-42',
  repeatPassword: 'Fjord-tur-42',
};

describe('the new password rule (shared with the API)', () => {
  it('accepts at least 6 characters with letters and a number', () => {
    expect(problemsOf(valid)).toEqual([]);
    expect(problemsOf({ ...valid, password: 'abc1de', repeatPassword: 'abc1de' })).toEqual([]);
    expect(problemsOf({ ...valid, password: 'Æøå123', repeatPassword: 'Æøå123' })).toEqual([]);
  });

  it.each([
    ['', 'passwordRules.required'],
    ['ab1', 'passwordRules.tooShort'],
    ['abcdefgh', 'passwordRules.needsNumber'],
    ['12345678', 'passwordRules.needsLetter'],
    ['Password1', 'passwordRules.tooCommon'],
    ['QWERTY123', 'passwordRules.tooCommon'],
    ['passord123', 'passwordRules.tooCommon'],
  ])('refuses %j with %s', (password, problem) => {
    expect(problemsOf({ ...valid, password, repeatPassword: password })).toContain(problem);
  });

  it('needs the repeat to match: "Passwords is not equal."', () => {
    const result = newPasswordFormSchema.safeParse({ ...valid, repeatPassword: 'Fjord-tur-43' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['repeatPassword'], message: 'passwordRules.notEqual' }),
    ]);
  });

  it('needs a valid e-mail to send a reset link to', () => {
    const emailProblems = (email: string) =>
      resetRequestSchema
        .safeParse({ country: 'NO', email })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(emailProblems(' ')).toContain('login.emailRequired');
    expect(emailProblems('kari')).toContain('login.emailInvalid');
    expect(
      resetRequestSchema.safeParse({ country: 'NO', email: ' kari@example.no ' }).data,
    ).toEqual({ country: 'NO', email: 'kari@example.no' });
  });
});
