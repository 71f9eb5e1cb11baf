import { describe, expect, it } from 'vitest';
import { loginSchema, validateLogin } from './login-schema';

describe('loginSchema', () => {
  it('accepts an e-mail address and a password, trimming the address', () => {
    const parsed = loginSchema.parse({ country: 'NO', email: ' user@demo.no ', password: 'x' });
    expect(parsed.email).toBe('user@demo.no');
  });

  it('names the translation key of each problem', () => {
    const result = loginSchema.safeParse({ country: 'NO', email: 'nope', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['login.emailInvalid', 'login.passwordRequired']);
  });
});

describe('validateLogin', () => {
  it('gives the first problem of each field, or the trimmed values', () => {
    expect(validateLogin({ country: 'NO', email: '', password: '' })).toEqual({
      errors: { email: 'login.emailRequired', password: 'login.passwordRequired' },
    });
    expect(validateLogin({ country: 'DK', email: ' a@b.dk ', password: 'x' })).toEqual({
      values: { country: 'DK', email: 'a@b.dk', password: 'x' },
    });
  });
});
