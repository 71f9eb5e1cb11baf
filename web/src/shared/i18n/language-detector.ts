import type { LanguageDetectorModule } from 'i18next';
import { servedOverHttps } from '../lib/served-over-https';
import { defaultLanguage, toLanguage } from './languages';

/** Where the chosen language is kept: the server reads the cookie to preload its translations. */
const languageCookie = 'i18next';
const languageStorageKey = 'i18nextLng';

/** A language code as browsers and people write them (no markup, no separators beyond - and _). */
const languageCode = /^[A-Za-z0-9_-]{1,35}$/;

function cookieValue(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A stored language, or nothing where storage is refused (private modes, blocked cookies). */
function storedLanguage(storage: () => Storage): string | undefined {
  try {
    return storage().getItem(languageStorageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The languages the visitor may want, in the order of spec section 9: the lng query parameter,
 * the cookie, local storage, session storage, the browser's languages, the html tag, and English
 * last. i18next takes the first one the portal has.
 */
export function detectedLanguages(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    cookieValue(languageCookie),
    storedLanguage(() => window.localStorage),
    storedLanguage(() => window.sessionStorage),
    ...navigator.languages,
    navigator.language,
    document.documentElement.getAttribute('lang'),
    defaultLanguage,
  ];
  return candidates
    .filter((candidate): candidate is string => Boolean(candidate && languageCode.test(candidate)))
    .map(toLanguage);
}

/** Keeps the language in the cookie and local storage, so the next visit starts in it. */
function keepLanguage(language: string): void {
  const secure = servedOverHttps() ? '; secure' : '';
  document.cookie = `${languageCookie}=${encodeURIComponent(language)}; path=/; samesite=strict${secure}`;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage refused: the cookie still keeps it.
  }
}

/** The portal's own small language detector (the generic one cost 2.3 kB of the first load). */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectedLanguages,
  cacheUserLanguage: keepLanguage,
};
