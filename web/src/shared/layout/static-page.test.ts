import { describe, expect, it } from 'vitest';
import { isStaticPage } from './static-page';

describe('isStaticPage', () => {
  it('marks the contact page static and no other', () => {
    expect(isStaticPage('/contact')).toBe(true);
    expect(isStaticPage('/contact/')).toBe(true);
    expect(isStaticPage('/documents')).toBe(false);
    expect(isStaticPage('/settlements/monthly')).toBe(false);
  });
});
