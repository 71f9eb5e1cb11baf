import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { assetsDirectory } from './paths.js';
import { configurationDocumentation as documentation } from './shared/configuration-documentation.js';
import type { CountryCode } from './shared/countries.js';
import type { ProviderIdentity } from './shared/documents/provider-identity.js';

const imageFile = z
  .string()
  .trim()
  .min(1)
  .refine((value) => /\.(png|jpe?g)$/i.test(value), { message: 'must be a .png or .jpg file' })
  .refine((value) => existsSync(value), { message: 'no such file' });

const demoDefault = "the demo provider's outside production, none in production";
const paymentDescription = (what: string) =>
  `The provider's ${what}, where a customer pays a settlement with a negative net amount (the settlement number is the payment reference).`;

/** The provider's identity on documents and e-mails; the defaults are the demo provider's. */
export const providerEnvironmentSchema = {
  PROVIDER_LEGAL_NAME: z.string().trim().min(1).max(200).optional().register(documentation, {
    description:
      "The provider's legal name on the letterhead of certificates and settlements, and the signing company. This and the other letterhead, signatory and bank values are the defaults until an administrator saves the country's legal identity in the console.",
    defaultText: '`$PROVIDER_NAME`',
  }),
  PROVIDER_ADDRESS: z.string().trim().min(1).max(300).optional().register(documentation, {
    description:
      "The letterhead's address line without the country, which documents name in the reader's language (`PROVIDER_ADDRESS_COUNTRY`).",
    defaultText: demoDefault,
  }),
  PROVIDER_ADDRESS_COUNTRY: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as NO')
    .default('NO')
    .register(documentation, {
      description: "The country of the provider's address, as a two-letter code (ISO 3166).",
    }),
  PROVIDER_ORGANISATION_NUMBER: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .register(documentation, {
      description: "The letterhead's organisation number.",
      defaultText: demoDefault,
    }),
  PROVIDER_LOGO_FILE: imageFile.optional().register(documentation, {
    description:
      "A PNG or JPEG for the letterhead (checked at start), until an administrator saves the country's legal identity or its logo in the console.",
    defaultText: '`api/assets/demo-provider-logo.png` outside production, none in production',
  }),
  PROVIDER_SIGNATORY_NAME: z.string().trim().min(1).max(200).optional().register(documentation, {
    description:
      'Who signs certificates of destruction; without a name they are signed "Authorised signatory" for the company.',
    defaultText: demoDefault,
  }),
  PROVIDER_SIGNATORY_TITLE: z.string().trim().min(1).max(200).optional().register(documentation, {
    description: "The signatory's title.",
    defaultText: demoDefault,
  }),
  PROVIDER_SIGNATURE_FILE: imageFile.optional().register(documentation, {
    description:
      "A PNG or JPEG of the signature, drawn above the signatory's name, until an administrator saves the country's legal identity in the console (a new signatory's name there drops it).",
  }),
  PROVIDER_BANK_ACCOUNT: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .register(documentation, {
      description: paymentDescription('bank account number'),
      defaultText: demoDefault,
    }),
  PROVIDER_IBAN: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .register(documentation, {
      description: paymentDescription('IBAN'),
      defaultText: demoDefault,
    }),
  PROVIDER_BIC: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .optional()
    .register(documentation, {
      description: paymentDescription('BIC'),
      defaultText: demoDefault,
    }),
  SETTLEMENT_PAYMENT_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(365)
    .default(30)
    .register(documentation, {
      description: "A settlement's due date: days after its period ends (0-365).",
    }),
  BRAND_COLOUR: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb')
    .default('#1d6b52')
    .register(documentation, {
      description:
        "The colour of e-mail buttons and of the provider's name heading mails (`#rrggbb`).",
    }),
  EMAIL_LOGO_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(documentation, {
      description:
        "An absolute URL of a logo image at the top of e-mails; without it the provider's name is shown there.",
    }),
};

/** A Danish or Swedish company's own identity field, else the country's demo company's. */
function countryField(country: 'Denmark' | 'Sweden', what: string, maximumLength: number) {
  const code = country === 'Denmark' ? 'DK' : 'SE';
  return z
    .string()
    .trim()
    .min(1)
    .max(maximumLength)
    .optional()
    .register(documentation, {
      description: `The ${what} of the provider's company in ${country}, on that country's certificates and settlements until an administrator saves its legal identity in the console; without \`PROVIDER_${code}_LEGAL_NAME\` in production they come from the company of \`PROVIDER_LEGAL_NAME\`.`,
      defaultText: `the demo company in ${country} outside production`,
    });
}

/**
 * Each country's documents come from the provider's company there: its legal name, address,
 * number, bank and signatory (the logo, brand and signature image are shared).
 */
export const countryProviderEnvironmentSchema = {
  PROVIDER_DK_LEGAL_NAME: countryField('Denmark', 'legal name', 200),
  PROVIDER_DK_ADDRESS: countryField('Denmark', 'address (without the country)', 300),
  PROVIDER_DK_ORGANISATION_NUMBER: countryField('Denmark', 'CVR or VAT number', 60),
  PROVIDER_DK_SIGNATORY_NAME: countryField('Denmark', 'signatory', 200),
  PROVIDER_DK_SIGNATORY_TITLE: countryField('Denmark', "signatory's title", 200),
  PROVIDER_DK_BANK_ACCOUNT: countryField('Denmark', 'bank account number', 60),
  PROVIDER_DK_IBAN: countryField('Denmark', 'IBAN', 60),
  PROVIDER_DK_BIC: countryField('Denmark', 'BIC', 20),
  PROVIDER_SE_LEGAL_NAME: countryField('Sweden', 'legal name', 200),
  PROVIDER_SE_ADDRESS: countryField('Sweden', 'address (without the country)', 300),
  PROVIDER_SE_ORGANISATION_NUMBER: countryField('Sweden', 'organisation or VAT number', 60),
  PROVIDER_SE_SIGNATORY_NAME: countryField('Sweden', 'signatory', 200),
  PROVIDER_SE_SIGNATORY_TITLE: countryField('Sweden', "signatory's title", 200),
  PROVIDER_SE_BANK_ACCOUNT: countryField('Sweden', 'bank account number (bankgiro)', 60),
  PROVIDER_SE_IBAN: countryField('Sweden', 'IBAN', 60),
  PROVIDER_SE_BIC: countryField('Sweden', 'BIC', 20),
};

type ProviderEnvironment = z.infer<z.ZodObject<typeof providerEnvironmentSchema>> &
  z.infer<z.ZodObject<typeof countryProviderEnvironmentSchema>> & {
    PROVIDER_NAME: string;
  };

/** The demo provider's logo, used when PROVIDER_LOGO_FILE is not set. */
const demoProviderLogoFile = path.join(assetsDirectory, 'demo-provider-logo.png');

/**
 * Outside production an unset value takes the demo provider's, so the demo's certificates and
 * settlements look complete; production shows only what is configured (no invented details).
 */
function resolveProviderIdentity(
  raw: ProviderEnvironment,
  isProduction: boolean,
): ProviderIdentity {
  const demo = <Value>(value: Value | undefined, demoValue: Value): Value | undefined =>
    value ?? (isProduction ? undefined : demoValue);
  const signatoryName = demo(raw.PROVIDER_SIGNATORY_NAME, 'Ingrid Bakke');
  return {
    name: raw.PROVIDER_NAME,
    legalName: raw.PROVIDER_LEGAL_NAME ?? raw.PROVIDER_NAME,
    address: demo(raw.PROVIDER_ADDRESS, 'Industriveien 12, 0668 Oslo'),
    addressCountry: raw.PROVIDER_ADDRESS_COUNTRY,
    organisationNumber: demo(raw.PROVIDER_ORGANISATION_NUMBER, 'NO 912 345 678 MVA'),
    logoFile: demo(raw.PROVIDER_LOGO_FILE, demoProviderLogoFile),
    signatory: signatoryName
      ? {
          name: signatoryName,
          title: demo(raw.PROVIDER_SIGNATORY_TITLE, 'Head of Data Security') ?? '',
          signatureFile: raw.PROVIDER_SIGNATURE_FILE,
        }
      : undefined,
    payment: {
      bankAccount: demo(raw.PROVIDER_BANK_ACCOUNT, '1503 12 34567'),
      iban: demo(raw.PROVIDER_IBAN, 'NO34 1503 1234 567'),
      bic: demo(raw.PROVIDER_BIC, 'DNBANOKKXXX'),
      termDays: raw.SETTLEMENT_PAYMENT_DAYS,
    },
    brandColour: raw.BRAND_COLOUR,
    emailLogoUrl: raw.EMAIL_LOGO_URL,
  };
}

/** The demo companies in Denmark and Sweden (plausible, not real), outside production only. */
const demoCountryCompanies = {
  dk: {
    legalName: 'Greentech Danmark ApS',
    address: 'Literbuen 9, 2740 Skovlunde',
    organisationNumber: 'CVR DK 41 52 63 74',
    signatoryName: 'Mette Kjær',
    signatoryTitle: 'Head of Data Security',
    bankAccount: '3001 1234567890',
    iban: 'DK10 3000 1234 5678 90',
    bic: 'DABADKKK',
  },
  se: {
    legalName: 'Greentech Sverige AB',
    address: 'Stansvägen 6, 215 62 Malmö',
    organisationNumber: 'SE 559241-3867 01',
    signatoryName: 'Karin Lindqvist',
    signatoryTitle: 'Head of Data Security',
    bankAccount: 'Bankgiro 5432-1098',
    iban: 'SE45 5000 0000 0583 9825 7466',
    bic: 'ESSESESS',
  },
} as const;

/**
 * The identity each country's documents carry: Norway's is the company above; Denmark and
 * Sweden have their own when configured (PROVIDER_DK_*, PROVIDER_SE_*), else the demo company
 * outside production, else in production the company above (the one that issues them).
 */
export function resolveProviderIdentities(
  raw: ProviderEnvironment,
  isProduction: boolean,
): Record<CountryCode, ProviderIdentity> {
  const main = resolveProviderIdentity(raw, isProduction);
  const ofCountry = (
    country: 'dk' | 'se',
    fields: {
      legalName: string | undefined;
      address: string | undefined;
      organisationNumber: string | undefined;
      signatoryName: string | undefined;
      signatoryTitle: string | undefined;
      bankAccount: string | undefined;
      iban: string | undefined;
      bic: string | undefined;
    },
  ): ProviderIdentity => {
    if (!fields.legalName && isProduction) return main;
    // A configured company shows only its own details; the demo company all of its own.
    const own = fields.legalName ? fields : demoCountryCompanies[country];
    const signatoryName = own.signatoryName;
    return {
      ...main,
      legalName: own.legalName ?? main.legalName,
      address: own.address,
      addressCountry: country.toUpperCase(),
      organisationNumber: own.organisationNumber,
      signatory: signatoryName
        ? {
            name: signatoryName,
            title: own.signatoryTitle ?? '',
            signatureFile: main.signatory?.signatureFile,
          }
        : undefined,
      payment: {
        bankAccount: own.bankAccount,
        iban: own.iban,
        bic: own.bic,
        termDays: main.payment.termDays,
      },
    };
  };
  return {
    no: main,
    dk: ofCountry('dk', {
      legalName: raw.PROVIDER_DK_LEGAL_NAME,
      address: raw.PROVIDER_DK_ADDRESS,
      organisationNumber: raw.PROVIDER_DK_ORGANISATION_NUMBER,
      signatoryName: raw.PROVIDER_DK_SIGNATORY_NAME,
      signatoryTitle: raw.PROVIDER_DK_SIGNATORY_TITLE,
      bankAccount: raw.PROVIDER_DK_BANK_ACCOUNT,
      iban: raw.PROVIDER_DK_IBAN,
      bic: raw.PROVIDER_DK_BIC,
    }),
    se: ofCountry('se', {
      legalName: raw.PROVIDER_SE_LEGAL_NAME,
      address: raw.PROVIDER_SE_ADDRESS,
      organisationNumber: raw.PROVIDER_SE_ORGANISATION_NUMBER,
      signatoryName: raw.PROVIDER_SE_SIGNATORY_NAME,
      signatoryTitle: raw.PROVIDER_SE_SIGNATORY_TITLE,
      bankAccount: raw.PROVIDER_SE_BANK_ACCOUNT,
      iban: raw.PROVIDER_SE_IBAN,
      bic: raw.PROVIDER_SE_BIC,
    }),
  };
}
