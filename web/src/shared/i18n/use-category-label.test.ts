import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialiseTestI18n } from '../../test-support/i18n';
import { useCategoryLabel } from './use-category-label';

const i18n = initialiseTestI18n();

beforeAll(async () => {
  const file = path.resolve(import.meta.dirname, '../../../../locales/no/translations.json');
  i18n.addResourceBundle('no', 'translations', JSON.parse(readFileSync(file, 'utf8')));
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
