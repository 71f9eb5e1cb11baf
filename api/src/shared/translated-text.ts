import { isLanguage, type Language } from './countries.js';

/** A provider-maintained text's translations by portal language; English is the text itself. */
export type TextTranslations = Partial<Record<Language, string>>;

/** The reader's translation of a text the provider keeps in English, else the English text. */
export function inReaderLanguage(
  englishText: string,
  translations: unknown,
  language: string | null | undefined,
): string;
export function inReaderLanguage(
  englishText: string | null,
  translations: unknown,
  language: string | null | undefined,
): string | null;
export function inReaderLanguage(
  englishText: string | null,
  translations: unknown,
  language: string | null | undefined,
): string | null {
  if (!language || typeof translations !== 'object' || translations === null) return englishText;
  const translated = (translations as Record<string, unknown>)[language];
  return typeof translated === 'string' && translated.trim() ? translated : englishText;
}

/**
 * Reads `language=text` pairs (as given on the command line) into translations. Throws a
 * readable message for an unknown language, an empty text or a language given twice.
 */
export function parseTranslations(
  pairs: readonly string[],
  maximumLength: number,
): TextTranslations {
  const translations: TextTranslations = {};
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    const language = pair.slice(0, Math.max(separator, 0)).trim();
    const text = pair.slice(separator + 1).trim();
    // English is the text itself, so only the other languages are translations.
    if (separator < 0 || !isLanguage(language) || language === 'en') {
      throw new Error(`"${pair}" is not language=text with a language of da, fi, no, se.`);
    }
    if (language in translations) throw new Error(`The ${language} text is given twice.`);
    if (text.length < 1 || text.length > maximumLength) {
      throw new Error(`The ${language} text must be 1 to ${maximumLength} characters.`);
    }
    translations[language] = text;
  }
  return translations;
}

/** Stored translations as a list for the API, in the languages' alphabetical order. */
export function translationList(stored: unknown): { language: string; title: string }[] {
  if (typeof stored !== 'object' || stored === null) return [];
  return Object.entries(stored as Record<string, unknown>)
    .filter(
      (entry): entry is [string, string] => isLanguage(entry[0]) && typeof entry[1] === 'string',
    )
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([language, title]) => ({ language, title }));
}
