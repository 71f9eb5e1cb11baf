import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** An English i18next instance with the real translations, loaded synchronously for tests. */
export function initialiseTestI18n(): typeof i18next {
  const file = path.resolve(import.meta.dirname, '../../../locales/en/translations.json');
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  void i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['translations'],
    defaultNS: 'translations',
    resources: { en: { translations } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}
