import { servedOverHttps } from '../lib/served-over-https';

/**
 * The selected country decides which GraphQL endpoint serves the user (spec sections 3, 4, 9):
 * kept in the `selectedCountry` cookie for 7 days, NO by default, overridden (and saved back)
 * by a `location` query parameter.
 */
const countryCookieName = 'selectedCountry';
const countryCookieDays = 7;
const defaultCountry = 'NO';
const locationParameter = 'location';

/** Countries with their own back end; any other code is served by the Norwegian one. */
export const selectableCountries = ['NO', 'DK', 'SE'] as const;
export type SelectableCountry = (typeof selectableCountries)[number];

const twoLetters = /^[A-Za-z]{2}$/;

export function normaliseCountry(value: string | null | undefined): string | null {
  return value && twoLetters.test(value.trim()) ? value.trim().toUpperCase() : null;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null; // malformed: as if there were none
    }
  }
  return null;
}

export function countryCookie(
  country: string,
  now: Date = new Date(),
  secure: boolean = servedOverHttps(),
): string {
  const expires = new Date(now.getTime() + countryCookieDays * 24 * 60 * 60 * 1000);
  return `${countryCookieName}=${encodeURIComponent(country)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function saveCountry(country: string): void {
  const normalised = normaliseCountry(country);
  if (normalised) document.cookie = countryCookie(normalised);
}

/** The `location` parameter wins and is saved to the cookie; then the cookie; then NO. */
export function selectedCountry(search: string = window.location.search): string {
  const fromParameter = normaliseCountry(new URLSearchParams(search).get(locationParameter));
  if (fromParameter) {
    saveCountry(fromParameter);
    return fromParameter;
  }
  return normaliseCountry(readCookie(document.cookie, countryCookieName)) ?? defaultCountry;
}

/**
 * The back end that serves a country, as its addresses name it (/graphql/dk, /api/jobs/dk,
 * /files/dk/...): DK and SE have their own; anything else goes to the Norwegian one.
 */
export function apiCountry(country: string = selectedCountry()): 'no' | 'dk' | 'se' {
  switch (country.toUpperCase()) {
    case 'DK':
      return 'dk';
    case 'SE':
      return 'se';
    default:
      return 'no';
  }
}

export function graphqlEndpoint(country: string): string {
  return `/graphql/${apiCountry(country)}`;
}

/** The selected country when it has its own back end, otherwise NO: a form's starting choice. */
export function initialSelectableCountry(search?: string): SelectableCountry {
  const country = selectedCountry(search);
  return (selectableCountries as readonly string[]).includes(country)
    ? (country as SelectableCountry)
    : 'NO';
}
