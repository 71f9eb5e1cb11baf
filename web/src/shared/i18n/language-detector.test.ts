import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectedLanguages, languageDetector } from './language-detector';

function clearCookie() {
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  clearCookie();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the language detector', () => {
  it('asks in the spec’s order: lng, cookie, local and session storage, browser, html, English', () => {
    window.history.replaceState(null, '', '/login?lng=fi');
    document.cookie = 'i18next=da; path=/';
    window.localStorage.setItem('i18nextLng', 'se');
    window.sessionStorage.setItem('i18nextLng', 'no');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nb-NO', 'sv-SE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    document.documentElement.setAttribute('lang', 'da');

    expect(detectedLanguages()).toEqual(['fi', 'da', 'se', 'no', 'no', 'se', 'en', 'da', 'en']);
  });

  it('reads browser tags as the portal’s languages and drops what is no language code', () => {
    document.cookie = 'i18next=%3Cscript%3E; path=/';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-FI']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('sv-FI');
    document.documentElement.removeAttribute('lang');

    expect(detectedLanguages()).toEqual(['se', 'se', 'en']);
  });

  it('keeps the chosen language in the cookie the server reads and in local storage', () => {
    languageDetector.cacheUserLanguage?.('no');
    expect(document.cookie).toContain('i18next=no');
    expect(window.localStorage.getItem('i18nextLng')).toBe('no');
  });
});
