import { serverLanguages, translate, type ServerLanguage } from '../../shared/translations.js';

export { localeTagOf } from '../../shared/translations.js';

const reportLanguages = serverLanguages;
export type ReportLanguage = ServerLanguage;

export function reportLanguageOf(language: string | null | undefined): ReportLanguage {
  return (reportLanguages as readonly string[]).includes(language ?? '')
    ? (language as ReportLanguage)
    : 'en';
}

/**
 * The texts of generated files (reports.*, certificates.*, unit category names) from the same
 * locale files as the web app, with {{name}} placeholders; English, then the key, as fallback.
 */
export function translator(language: ReportLanguage) {
  return (key: string, values: Record<string, string | number> = {}): string =>
    translate(language, key, values);
}
export type Translate = ReturnType<typeof translator>;
