/**
 * The provider's legal identity in a country as its documents carry it (letterhead, signatory,
 * bank): the limits and checks the console's form and the API share.
 */
export const providerIdentityLimits = {
  legalName: 200,
  address: 300,
  organisationNumber: 60,
  signatoryName: 200,
  signatoryTitle: 200,
  bankAccount: 60,
  iban: 42,
  bic: 11,
} as const;

/**
 * The letterhead's logo and the signatory's signature, drawn on the documents: PNG or JPEG (what
 * the PDF writer embeds) of at most 200 KB, room for a crisp print-size scan.
 */
export const providerIdentityImages = ['logo', 'signature'] as const;
export type ProviderIdentityImage = (typeof providerIdentityImages)[number];
export const maximumProviderImageBytes = 200 * 1024;
export const providerImageContentTypes = ['image/png', 'image/jpeg'] as const;

/** The countries an address may name on the letterhead, as two-letter codes (ISO 3166). */
export const providerAddressCountries = ['NO', 'DK', 'SE', 'FI', 'DE', 'NL', 'GB'] as const;

export type ProviderAddressCountry = (typeof providerAddressCountries)[number];

/** An IBAN written as people write it (groups of four) without its spaces, in capitals. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IBAN whose form and check digits are right (ISO 13616: the country, two check digits and
 * 11-30 letters or digits; mod 97 of the rearranged number is 1). A mistyped digit on a
 * settlement's payment details sends a customer's money astray, so it is checked, not trusted.
 */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A BIC (ISO 9362): bank, country and location codes, and an optional branch code. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}
