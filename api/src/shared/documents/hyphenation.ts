import { createRequire } from 'node:module';
import type { ServerLanguage } from '../translations.js';

/** Marks where a word may break; a line that breaks there ends in a hyphen. */
export const softHyphen = '\u00AD';

interface Hyphenator {
  hyphenateSync: (text: string, options?: { minWordLength?: number }) => string;
}

const require = createRequire(import.meta.url);

/**
 * The TeX patterns of each document language, as the hyphen package ships them, loaded on
 * first use: the Norwegian ones alone are half a megabyte.
 */
const loaders: Record<ServerLanguage, () => Hyphenator> = {
  da: () => require('hyphen/da') as Hyphenator,
  en: () => require('hyphen/en-gb') as Hyphenator,
  fi: () => require('hyphen/fi') as Hyphenator,
  no: () => require('hyphen/nb') as Hyphenator,
  se: () => require('hyphen/sv') as Hyphenator,
};
const hyphenators = new Map<ServerLanguage, Hyphenator>();
const hyphenated = new Map<string, string>();

function hyphenatorOf(language: ServerLanguage): Hyphenator {
  let hyphenator = hyphenators.get(language);
  if (!hyphenator) {
    hyphenator = loaders[language]();
    hyphenators.set(language, hyphenator);
  }
  return hyphenator;
}

/**
 * The text with a soft hyphen at each syllable bound where the language allows a break
 * ("Pöy­tä­tie­to­ko­neet"); words shorter than five letters stay whole.
 */
export function hyphenate(text: string, language: ServerLanguage): string {
  const key = `${language}\u0000${text}`;
  let result = hyphenated.get(key);
  if (result === undefined) {
    result = hyphenatorOf(language).hyphenateSync(text, { minWordLength: 5 });
    // Only words too wide for their column come here, but a document may have many of them.
    if (hyphenated.size >= 10_000) hyphenated.clear();
    hyphenated.set(key, result);
  }
  return result;
}
