import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { initialiseTestI18n, loadTranslations } from '../../../test-support/i18n';
import { unitValuesText } from './unit-values-text';

let i18n: I18n;
beforeAll(() => {
  i18n = initialiseTestI18n();
  i18n.addResourceBundle('no', 'translations', loadTranslations('no'));
});

const values = {
  units: 20,
  valued_units: 18,
  total: '12345.50',
  resale: '12000.00',
  scrap: '345.50',
  currency: 'NOK',
};

describe("a job's unit values in a line", () => {
  it('sums them with the count valued and the resale and scrap parts, in the reader’s language', async () => {
    await i18n.changeLanguage('en');
    // Intl writes a no-break space between currency and amount: compared as plain spaces.
    expect(unitValuesText(i18n.t, values, 'en').replace(/\s/g, ' ')).toBe(
      'NOK 12,345.50 – 18 of 20 units valued (resale NOK 12,000.00, scrap NOK 345.50)',
    );
    await i18n.changeLanguage('no');
    expect(unitValuesText(i18n.t, values, 'no').replace(/\s/g, ' ')).toBe(
      '12 345,50 kr – 18 av 20 enheter verdsatt (videresalg 12 000,00 kr, skrap 345,50 kr)',
    );
  });

  it('says so when the provider has valued none yet', async () => {
    await i18n.changeLanguage('en');
    expect(unitValuesText(i18n.t, { ...values, valued_units: 0 }, 'en')).toBe(
      'Not valued by the provider yet',
    );
  });
});
