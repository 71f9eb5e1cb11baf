import path from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// The merge the server and its build use, so tests read the same namespace the browser gets.
import {
  readTranslations,
  type TranslationTree,
} from '../../../api/src/shared/translation-catalogue';

const localesDirectory = path.resolve(import.meta.dirname, '../../../locales');

/** A language's `translations` namespace, merged from its source files as the server does. */
export function loadTranslations(language: string): TranslationTree {
  return readTranslations(localesDirectory, language);
}

/** An English i18next instance with the real translations, loaded synchronously for tests. */
export function initialiseTestI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['translations'],
    defaultNS: 'translations',
    resources: { en: { translations: loadTranslations('en') } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
