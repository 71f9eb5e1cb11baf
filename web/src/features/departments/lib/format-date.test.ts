import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the day in the language, and leaves what is not a day alone', () => {
    expect(formatDate('2025-01-31', 'en')).toBe('Jan 31, 2025');
    expect(formatDate('2025-01-31', 'no')).toBe('31. jan. 2025');
    expect(formatDate('later', 'en')).toBe('later');
  });
});
