/** The interface languages (spec section 9); 'se' is Swedish. */
export const languages = ['da', 'en', 'fi', 'no', 'se'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';
export const fallbackLanguage: Language = 'no';
export const translationNamespace = 'translations';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Each language's name in that language, for the language switcher. */
export const languageNames: Record<Language, string> = {
  da: 'Dansk',
  en: 'English',
  fi: 'Suomi',
  no: 'Norsk',
  se: 'Svenska',
};

/**
 * Browser and html tags use ISO codes: Norwegian as nb/nn, Swedish as sv ('se' is Northern
 * Sami there). Maps such a tag to one of our languages, or leaves it for i18next to reject.
 */
export function toLanguage(tag: string): string {
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'nb' || primary === 'nn') return 'no';
  if (primary === 'sv') return 'se';
  return isLanguage(primary) ? primary : tag;
}

/** The BCP 47 tag for <html lang>, so screen readers pick the right voice. */
export function htmlLanguageTag(language: string): string {
  if (language === 'se') return 'sv';
  if (language === 'no') return 'nb';
  return language;
}
