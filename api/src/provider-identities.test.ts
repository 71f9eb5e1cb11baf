import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from './config.js';
import {
  countryProviderEnvironmentSchema,
  providerEnvironmentSchema,
  resolveProviderIdentities,
} from './provider-config.js';

const norwegianCompany = {
  PROVIDER_NAME: 'Greentech',
  PROVIDER_LEGAL_NAME: 'Greentech AS',
  PROVIDER_ADDRESS: 'Industriveien 12, 0668 Oslo',
  PROVIDER_ORGANISATION_NUMBER: 'NO 912 345 678 MVA',
  PROVIDER_BANK_ACCOUNT: '1503 12 34567',
};

describe("each country's documents come from the provider's company there", () => {
  it('outside production Denmark and Sweden have demo companies of their own', () => {
    const { providers } = loadConfig({ NODE_ENV: 'test', ...norwegianCompany });
    expect(providers.no).toMatchObject({ legalName: 'Greentech AS', addressCountry: 'NO' });
    expect(providers.dk).toMatchObject({
      name: 'Greentech',
      legalName: 'Greentech Danmark ApS',
      addressCountry: 'DK',
      organisationNumber: 'CVR DK 41 52 63 74',
    });
    expect(providers.dk.payment.iban).toMatch(/^DK/);
    expect(providers.se).toMatchObject({ legalName: 'Greentech Sverige AB', addressCountry: 'SE' });
    expect(providers.se.address).not.toContain('Oslo');
  });

  it('a configured company shows only its own details; without one production keeps the main one', () => {
    const raw = z
      .object({ ...providerEnvironmentSchema, ...countryProviderEnvironmentSchema })
      .parse({
        ...norwegianCompany,
        PROVIDER_SE_LEGAL_NAME: 'Greentech Återvinning AB',
        PROVIDER_SE_ADDRESS: 'Stansvägen 6, 215 62 Malmö',
      });
    const providers = resolveProviderIdentities({ ...raw, PROVIDER_NAME: 'Greentech' }, true);
    expect(providers.se).toMatchObject({
      legalName: 'Greentech Återvinning AB',
      address: 'Stansvägen 6, 215 62 Malmö',
      addressCountry: 'SE',
      organisationNumber: undefined,
    });
    // No Norwegian bank account on a Swedish company's settlement.
    expect(providers.se.payment.bankAccount).toBeUndefined();
    expect(providers.dk).toBe(providers.no);
  });
});
