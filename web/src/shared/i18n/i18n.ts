import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import {
  defaultLanguage,
  fallbackLanguage,
  htmlLanguageTag,
  languages,
  translationNamespace,
} from './languages';
import { applySwedishPluralsToSe } from './swedish-plurals';
import { translationsBackend } from './translations-backend';

/**
 * The lng query parameter picks the language of a first visit; the detector has by now kept it
 * in the cookie and local storage. Left in the address, it would win over a language chosen
 * later on the page at the next reload, so it goes (before the router reads the address).
 */
function removeLanguageParameter(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lng')) return;
  url.searchParams.delete('lng');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Translations come from GET /locales/{lng}/{ns}.json; keys the code uses but a file lacks are
 * posted to /locales/add/{lng}/{ns}. Detection order and defaults follow spec section 9.
 */
export async function initialiseI18n(): Promise<typeof i18next> {
  await i18next
    .use(translationsBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...languages],
      fallbackLng: fallbackLanguage,
      ns: [translationNamespace],
      defaultNS: translationNamespace,
      load: 'languageOnly',
      saveMissing: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applySwedishPluralsToSe(i18next);
  removeLanguageParameter();
  const applyHtmlLanguage = (language: string) => {
    document.documentElement.lang = htmlLanguageTag(language);
  };
  applyHtmlLanguage(i18next.resolvedLanguage ?? defaultLanguage);
  i18next.on('languageChanged', applyHtmlLanguage);
  return i18next;
}
