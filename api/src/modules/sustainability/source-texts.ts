import { z } from 'zod';
import type { TextTranslations } from '../../shared/translated-text.js';

/**
 * A source's translations as the provider sends them with a factor or an equivalent: optional,
 * at most one text per portal language other than English (the source itself is English).
 */
export function sourceTranslationsInput(maximumLength: number) {
  const translation = z.string().trim().min(1).max(maximumLength);
  return z
    .object({ da: translation, fi: translation, no: translation, se: translation })
    .partial()
    .strict()
    .nullish();
}

/** The stored form (`source_texts`): the English source under "en" beside its translations. */
export function sourceTextsOf(
  source: string,
  translations: TextTranslations | null | undefined,
): string {
  return JSON.stringify({ ...translations, en: source });
}

/** A stored source's translations, without English (the source column itself). */
export function translationsOfSource(sourceTexts: unknown): TextTranslations {
  const translations: TextTranslations = {};
  if (typeof sourceTexts === 'object' && sourceTexts !== null) {
    for (const [language, text] of Object.entries(sourceTexts)) {
      if (language !== 'en' && typeof text === 'string') {
        translations[language as keyof TextTranslations] = text;
      }
    }
  }
  return translations;
}
