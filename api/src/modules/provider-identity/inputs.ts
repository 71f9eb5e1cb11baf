import {
  compactIban,
  isValidBic,
  isValidIban,
  providerAddressCountries,
  providerIdentityImages,
  providerIdentityLimits as limits,
} from '@itad-portal/validation';
import { z } from 'zod';

/** An optional text: blank is none. */
const optionalText = (maximum: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(maximum, tooLong)
    .nullish()
    .transform((value) => value || null);

/** IBANs are kept in groups of four, as they are printed. */
const printedIban = (value: string) => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');

export const consoleSaveProviderIdentityInput = z.object({
  identity: z
    .object({
      legal_name: z
        .string()
        .trim()
        .min(1, 'Legal name is required.')
        .max(limits.legalName, 'Legal name is too long.'),
      address: optionalText(limits.address, 'Address is too long.'),
      address_country: z.enum(providerAddressCountries, { message: 'Unknown country.' }),
      organisation_number: optionalText(
        limits.organisationNumber,
        'Organisation number is too long.',
      ),
      signatory_name: optionalText(limits.signatoryName, 'Signatory is too long.'),
      signatory_title: optionalText(limits.signatoryTitle, "Signatory's title is too long."),
      bank_account: optionalText(limits.bankAccount, 'Bank account is too long.'),
      iban: optionalText(limits.iban, 'IBAN is too long.')
        .refine((value) => value === null || isValidIban(value), 'IBAN is not valid.')
        .transform((value) => (value === null ? null : printedIban(value))),
      bic: optionalText(limits.bic, 'BIC is not valid.')
        .refine((value) => value === null || isValidBic(value), 'BIC is not valid.')
        .transform((value) => (value === null ? null : value.toUpperCase())),
    })
    .refine((identity) => identity.signatory_name || !identity.signatory_title, {
      message: "A signatory's title needs the signatory's name.",
      path: ['signatory_title'],
    }),
});

/** Which image: the letterhead's logo or the signatory's signature. */
export const consoleProviderIdentityImageInput = z.object({
  image: z.enum(providerIdentityImages, { message: 'Unknown image.' }),
});
