import { localesDirectory } from '../paths.js';
import { readTranslations, type TranslationTree } from './translation-catalogue.js';

/**
 * The server's texts (e-mails, generated files) come from the same locale files as the web app:
 * the `translations` namespace of locales/<language>/, with i18next-style {{name}} placeholders.
 */
export const serverLanguages = ['da', 'en', 'fi', 'no', 'se'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

function isServerLanguage(value: string): value is ServerLanguage {
  return (serverLanguages as readonly string[]).includes(value);
}

/**
 * The language a reader gets a page, file or document in: the one asked for (an export's
 * `language`, the page's interface language) when it is a portal language, else the user's
 * own, else English.
 */
export function readerLanguageOf(
  userLanguage: string | null | undefined,
  requested?: string | null,
): ServerLanguage {
  if (requested && isServerLanguage(requested)) return requested;
  return userLanguage && isServerLanguage(userLanguage) ? userLanguage : 'en';
}

/** The locale tag for number and date formatting in a language. */
export function localeTagOf(language: ServerLanguage): string {
  return { da: 'da-DK', en: 'en-GB', fi: 'fi-FI', no: 'nb-NO', se: 'sv-SE' }[language];
}

// Each language is read once per process; the locale files ship with the server and do not change.
const cache = new Map<ServerLanguage, TranslationTree>();

function translationsOf(language: ServerLanguage): TranslationTree {
  let tree = cache.get(language);
  if (!tree) {
    tree = readTranslations(localesDirectory, language);
    cache.set(language, tree);
  }
  return tree;
}

function lookup(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<ServerLanguage, Intl.PluralRules>();

/**
 * With a numeric `count`, i18next's plural keys come first: `key_one`, `key_other` (the forms
 * the language's plural rules choose), then `key` itself.
 */
function candidateKeys(language: ServerLanguage, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(localeTagOf(language));
    pluralRules.set(language, rules);
  }
  return [`${key}_${rules.select(count)}`, `${key}_other`, key];
}

function lookupFirst(tree: TranslationTree, keys: string[]): string | undefined {
  for (const key of keys) {
    const text = lookup(tree, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The text for `key` in the language, else in English, else the key itself. */
export function translate(
  language: ServerLanguage,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const keys = candidateKeys(language, key, values.count);
  const text =
    lookupFirst(translationsOf(language), keys) ?? lookupFirst(translationsOf('en'), keys) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}
