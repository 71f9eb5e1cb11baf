import { describe, expect, it } from 'vitest';
import { servedOverHttps } from './served-over-https';

describe('servedOverHttps', () => {
  it('is true for HTTPS pages only', () => {
    expect(servedOverHttps({ protocol: 'https:' })).toBe(true);
    expect(servedOverHttps({ protocol: 'http:' })).toBe(false);
  });
});
