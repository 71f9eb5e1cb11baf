import { translate, type ServerLanguage } from '../../../shared/translations.js';

export type EmailLanguage = ServerLanguage;

/**
 * The e-mail texts under `email.` (locales/<language>/email.json), with i18next-style
 * {{name}} placeholders and plural keys (key_one, key_other) for a numeric `count`; falls back
 * to English, then to the key itself.
 */
export function translateEmail(
  language: EmailLanguage,
  key: `email.${string}`,
  values: Record<string, string | number> = {},
): string {
  return translate(language, key, values);
}
