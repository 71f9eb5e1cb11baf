import { describe, expect, it } from 'vitest';
import { registrationSchema } from './registration-schema';

describe('registration schema', () => {
  const valid = {
    firstName: 'Kari',
    lastName: 'Nordmann',
    phone: '+47 12345678',
    jobTitle: 'IT manager',
    language: 'no',
    password: 'Fjord-tur-42',
    repeatPassword: 'Fjord-tur-42',
  };

  it('accepts a complete registration', () => {
    expect(registrationSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field and equal passwords', () => {
    const result = registrationSchema.safeParse({
      ...valid,
      firstName: ' ',
      jobTitle: '',
      repeatPassword: 'Fjord-tur-43',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map(
      (issue) => `${issue.path.join('.')}:${issue.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'firstName:register.errors.firstNameRequired',
        'jobTitle:register.errors.jobTitleRequired',
      ]),
    );
  });

  it('refuses a weak password with the shared rule', () => {
    const result = registrationSchema.safeParse({
      ...valid,
      password: 'abcdef',
      repeatPassword: 'abcdef',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]?.path).toEqual(['password']);
  });
});
