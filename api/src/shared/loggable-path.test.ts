import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path.js';

describe('loggablePath', () => {
  it('drops the query string, where report download keys travel', () => {
    expect(loggablePath('/files/no/reports/42/xlsx?key=secret')).toBe('/files/no/reports/42/xlsx');
  });

  it('hides registration and reset codes', () => {
    expect(loggablePath('/register/abcDEF123?location=no')).toBe('/register/[code]');
    expect(loggablePath('/reset-password/abcDEF123')).toBe('/reset-password/[code]');
  });

  it('keeps every other path', () => {
    expect(loggablePath('/graphql/no')).toBe('/graphql/no');
    expect(loggablePath('/reset-password')).toBe('/reset-password');
  });
});
