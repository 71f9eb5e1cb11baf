/** The countries that run their own back end and database. */
export const countryCodes = ['no', 'dk', 'se'] as const;
export type CountryCode = (typeof countryCodes)[number];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

/** Profile countries a user can have (spec section 3). */
export type ProfileCountry = 'denmark' | 'finland' | 'norway' | 'sweden';

export const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
