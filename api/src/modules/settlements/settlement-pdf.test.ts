import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { pdfPageTexts, squeezed } from '../../test-support/pdf-text.js';
import { renderSettlementPdf, type SettlementDocument } from './settlement-pdf.js';

const customer = {
  company: 'Fjordkraft Bygg AS',
  addressLines: ['Strandgata 4', '5004 Bergen'],
  organisationNumber: '912 000 111',
};

const settlement: SettlementDocument = {
  number: 'NO-202610-M1',
  periodType: 'monthly',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  issuedOn: '2026-11-02',
  currency: 'NOK',
  lines: [
    { description: 'Laptops', quantity: 1200, resaleValue: '21288.56', serviceCosts: '3960.00' },
    { description: 'Monitors', quantity: 30, resaleValue: '7800.00', serviceCosts: '2700.00' },
  ],
};

const provider = loadConfig({
  NODE_ENV: 'test',
  PROVIDER_NAME: 'Greentech',
  PROVIDER_LEGAL_NAME: 'Greentech Gjenvinning AS',
  PROVIDER_ADDRESS: 'Industriveien 12, 0668 Oslo',
  PROVIDER_ORGANISATION_NUMBER: 'NO 999 888 777 MVA',
  PROVIDER_BANK_ACCOUNT: '1503 99 88776',
  PROVIDER_IBAN: 'NO02 1503 9988 776',
  PROVIDER_BIC: 'DNBANOKKXXX',
  SETTLEMENT_PAYMENT_DAYS: '14',
}).provider;

describe('the settlement PDF', () => {
  it('carries the letterhead, the customer, a totals row, the due date and Norwegian money', async () => {
    const pdf = await renderSettlementPdf({ provider, language: 'no', customer, settlement });
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(1);
    const text = squeezed(pages[0]!);
    expect(text).toContain('Greentech Gjenvinning AS');
    expect(text).toContain('Industriveien 12, 0668 Oslo, Norge · Org.nr. NO 999 888 777 MVA');
    expect(text).toContain('Oppgjør NO-202610-M1');
    for (const line of [
      'Fjordkraft Bygg AS',
      'Strandgata 4',
      '5004 Bergen',
      'Org.nr. 912 000 111',
    ]) {
      expect(text).toContain(line);
    }
    // Intl's Norwegian format: a space between thousands, a decimal comma, "kr" after.
    expect(text).toContain('Laptops 1 200 21 288,56 kr 3 960,00 kr 17 328,56 kr');
    expect(text).toContain('Totalt 1 230 29 088,56 kr 6 660,00 kr 22 428,56 kr');
    expect(text).not.toMatch(/\d\.\d\d\b/);
    // 14 days after the period's end.
    expect(text).toContain('Forfallsdato: 14. nov. 2026');
    expect(text).toContain(
      'Vi betaler 22 428,56 kr til kontoen dere har registrert hos oss innen 14. nov. 2026, merket NO-202610-M1.',
    );
    expect(text).toContain('Side 1 av 1');
  });

  it('asks the customer to pay a negative net to the provider’s account, in English', async () => {
    const costly = {
      ...settlement,
      lines: [{ description: 'Collection', quantity: 1, resaleValue: '0', serviceCosts: '7660' }],
    };
    const pdf = await renderSettlementPdf({
      provider,
      language: 'en',
      customer,
      settlement: costly,
    });
    const text = squeezed((await pdfPageTexts(pdf)).join('\n'));
    expect(text).toContain('Industriveien 12, 0668 Oslo, Norway');
    expect(text).toContain('Total 1 NOK 0.00 NOK 7,660.00 -NOK 7,660.00');
    expect(text).toContain('NET AMOUNT TO PAY');
    expect(text).toContain(
      'Please pay NOK 7,660.00 by 14 Nov 2026 to the account below, quoting the reference NO-202610-M1.',
    );
    expect(text).toContain('Bank account 1503 99 88776');
    expect(text).toContain('IBAN NO02 1503 9988 776');
    expect(text).toContain('BIC DNBANOKKXXX');
    expect(text).toContain('Page 1 of 1');
  });

  it('starts new pages for long settlements and numbers every page', async () => {
    const long = {
      ...settlement,
      currency: 'SEK',
      lines: Array.from({ length: 90 }, (_, index) => ({
        description: `Line ${index + 1}`,
        quantity: 1,
        resaleValue: '100',
        serviceCosts: '10',
      })),
    };
    const pages = await pdfPageTexts(
      await renderSettlementPdf({ provider, language: 'se', customer, settlement: long }),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Sida ${index + 1} av ${pages.length}`);
    });
    expect(squeezed(pages.at(-1)!)).toContain('Totalt 90 9 000,00 kr 900,00 kr 8 100,00 kr');
  });
});
