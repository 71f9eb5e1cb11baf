import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n, loadTranslations } from '../../test-support/i18n';
import { useCategoryLabel } from './use-category-label';

const i18n = initialiseTestI18n();

beforeAll(async () => {
  i18n.addResourceBundle('no', 'translations', loadTranslations('no'));
  await i18n.changeLanguage('no');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('useCategoryLabel', () => {
  it('translates a category by its code or by the English name a supplier keeps it under', () => {
    const { result } = renderHook(() => useCategoryLabel());
    const label = result.current;
    expect(label('laptop')).toBe(label('Laptops'));
    expect(label('Laptops')).not.toBe('Laptops');
    expect(label('Mobile phones')).toBe(label('mobile_phone'));
    expect(label('Network equipment')).toBe(label('network'));
    expect(label('Shredded paper')).toBe('Shredded paper');
  });
});
