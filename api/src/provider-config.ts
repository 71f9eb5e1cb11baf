import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { assetsDirectory } from './paths.js';
import type { ProviderIdentity } from './shared/documents/provider-identity.js';

const imageFile = z
  .string()
  .trim()
  .min(1)
  .refine((value) => /\.(png|jpe?g)$/i.test(value), { message: 'must be a .png or .jpg file' })
  .refine((value) => existsSync(value), { message: 'no such file' });

/** The provider's identity on documents and e-mails; the defaults are the demo provider's. */
export const providerEnvironmentSchema = {
  PROVIDER_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  PROVIDER_ADDRESS: z.string().trim().min(1).max(300).optional(),
  PROVIDER_ORGANISATION_NUMBER: z.string().trim().min(1).max(60).optional(),
  PROVIDER_LOGO_FILE: imageFile.optional(),
  PROVIDER_SIGNATORY_NAME: z.string().trim().min(1).max(200).optional(),
  PROVIDER_SIGNATORY_TITLE: z.string().trim().min(1).max(200).optional(),
  PROVIDER_SIGNATURE_FILE: imageFile.optional(),
  PROVIDER_BANK_ACCOUNT: z.string().trim().min(1).max(60).optional(),
  PROVIDER_IBAN: z.string().trim().min(1).max(60).optional(),
  PROVIDER_BIC: z.string().trim().min(1).max(20).optional(),
  SETTLEMENT_PAYMENT_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  BRAND_COLOUR: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb')
    .default('#1d6b52'),
  EMAIL_LOGO_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type ProviderEnvironment = z.infer<z.ZodObject<typeof providerEnvironmentSchema>> & {
  PROVIDER_NAME: string;
};

/** The demo provider's logo, used when PROVIDER_LOGO_FILE is not set. */
const demoProviderLogoFile = path.join(assetsDirectory, 'demo-provider-logo.png');

/**
 * Outside production an unset value takes the demo provider's, so the demo's certificates and
 * settlements look complete; production shows only what is configured (no invented details).
 */
export function resolveProviderIdentity(
  raw: ProviderEnvironment,
  isProduction: boolean,
): ProviderIdentity {
  const demo = <Value>(value: Value | undefined, demoValue: Value): Value | undefined =>
    value ?? (isProduction ? undefined : demoValue);
  const signatoryName = demo(raw.PROVIDER_SIGNATORY_NAME, 'Ingrid Bakke');
  return {
    name: raw.PROVIDER_NAME,
    legalName: raw.PROVIDER_LEGAL_NAME ?? raw.PROVIDER_NAME,
    address: demo(raw.PROVIDER_ADDRESS, 'Industriveien 12, 0668 Oslo, Norway'),
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
      iban: demo(raw.PROVIDER_IBAN, 'NO93 1503 1234 567'),
      bic: demo(raw.PROVIDER_BIC, 'DNBANOKKXXX'),
      termDays: raw.SETTLEMENT_PAYMENT_DAYS,
    },
    brandColour: raw.BRAND_COLOUR,
    emailLogoUrl: raw.EMAIL_LOGO_URL,
  };
}
