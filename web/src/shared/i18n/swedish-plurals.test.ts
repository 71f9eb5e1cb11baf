import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applySwedishPluralsToSe } from './swedish-plurals';

async function swedishInstance(fixed: boolean) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'se',
    resources: {
      se: { translation: { job_one: '{{count}} jobb', job_other: '{{count}} jobb (flera)' } },
    },
  });
  if (fixed) applySwedishPluralsToSe(instance);
  return instance;
}

describe('plurals of se', () => {
  it('follow Swedish: one, and other for every other count', async () => {
    const instance = await swedishInstance(true);
    expect(instance.t('job', { count: 1 })).toBe('1 jobb');
    expect(instance.t('job', { count: 2 })).toBe('2 jobb (flera)');
    expect(instance.t('job', { count: 5 })).toBe('5 jobb (flera)');
  });

  it('would otherwise follow Northern Sami, which has a form for two', async () => {
    const instance = await swedishInstance(false);
    expect(instance.t('job', { count: 2 })).not.toBe('2 jobb (flera)');
  });
});
