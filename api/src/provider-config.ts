import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { assetsDirectory } from './paths.js';
import { configurationDocumentation as documentation } from './shared/configuration-documentation.js';
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
      "The provider's legal name on the letterhead of certificates and settlements, and the signing company.",
    defaultText: '`$PROVIDER_NAME`',
  }),
  PROVIDER_ADDRESS: z.string().trim().min(1).max(300).optional().register(documentation, {
    description: "The letterhead's address line.",
    defaultText: demoDefault,
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
    description: 'A PNG or JPEG for the letterhead (checked at start).',
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
    description: "A PNG or JPEG of the signature, drawn above the signatory's name.",
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
