import { afterEach, describe, expect, it } from 'vitest';
import {
  apiCountry,
  countryCookie,
  graphqlEndpoint,
  initialSelectableCountry,
  normaliseCountry,
  readCookie,
  saveCountry,
  selectedCountry,
} from './country';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('country rules', () => {
  afterEach(clearCookies);

  it('defaults to NO without cookie or parameter', () => {
    expect(selectedCountry('')).toBe('NO');
  });

  it('uses the selectedCountry cookie', () => {
    saveCountry('dk');
    expect(readCookie(document.cookie, 'selectedCountry')).toBe('DK');
    expect(selectedCountry('')).toBe('DK');
  });

  it('lets the location parameter override the cookie and saves it back', () => {
    saveCountry('DK');
    expect(selectedCountry('?location=se')).toBe('SE');
    expect(readCookie(document.cookie, 'selectedCountry')).toBe('SE');
    expect(selectedCountry('')).toBe('SE');
  });

  it('ignores values that are not two letters', () => {
    expect(normaliseCountry('NOR')).toBeNull();
    expect(normaliseCountry('1a')).toBeNull();
    expect(selectedCountry('?location=norway')).toBe('NO');
  });

  it('keeps the cookie for 7 days', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(countryCookie('SE', now)).toBe(
      'selectedCountry=SE; expires=Wed, 08 Jan 2025 00:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('marks the cookie Secure on a page served over HTTPS', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(countryCookie('SE', now, true)).toBe(
      'selectedCountry=SE; expires=Wed, 08 Jan 2025 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    );
  });

  it('ignores a malformed cookie', () => {
    expect(readCookie('selectedCountry=%E0%A4%A; other=1', 'selectedCountry')).toBeNull();
    expect(readCookie('other=%; selectedCountry=DK', 'selectedCountry')).toBe('DK');
  });

  it('maps DK and SE to their endpoints and anything else to NO', () => {
    expect(graphqlEndpoint('DK')).toBe('/graphql/dk');
    expect(graphqlEndpoint('SE')).toBe('/graphql/se');
    expect(graphqlEndpoint('NO')).toBe('/graphql/no');
    expect(graphqlEndpoint('FI')).toBe('/graphql/no');
    expect(graphqlEndpoint('XX')).toBe('/graphql/no');
  });

  it('names the same back end in the REST and file addresses', () => {
    expect(apiCountry('dk')).toBe('dk');
    expect(apiCountry('SE')).toBe('se');
    expect(apiCountry('FI')).toBe('no');
    // By default the selected country's: a location parameter once seen is kept in the cookie.
    selectedCountry('?location=se');
    expect(apiCountry()).toBe('se');
  });
});

describe('initialSelectableCountry', () => {
  it('starts forms on a country with its own back end, else Norway', () => {
    expect(initialSelectableCountry('?location=dk')).toBe('DK');
    expect(initialSelectableCountry('?location=fi')).toBe('NO');
  });
});
