import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size';

describe('formatFileSize', () => {
  it('picks the unit and the language’s decimal separator', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1_530, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1_530, 'no')).toBe('1,5 kB');
    expect(formatFileSize(2_400_000, 'se')).toBe('2,4 MB');
    expect(formatFileSize(345_000, 'da')).toBe('345 kB');
  });
});
