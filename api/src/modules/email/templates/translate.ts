import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localesDirectory } from '../../../paths.js';

export const emailLanguages = ['da', 'en', 'fi', 'no', 'se'] as const;
export type EmailLanguage = (typeof emailLanguages)[number];

export function isEmailLanguage(value: string): value is EmailLanguage {
  return (emailLanguages as readonly string[]).includes(value);
}

type TranslationTree = { [key: string]: string | TranslationTree };

const cache = new Map<EmailLanguage, TranslationTree>();

function translationsOf(language: EmailLanguage): TranslationTree {
  let tree = cache.get(language);
  if (!tree) {
    const file = path.join(localesDirectory, language, 'translations.json');
    tree = JSON.parse(readFileSync(file, 'utf8')) as TranslationTree;
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

/**
 * The e-mail texts under `email.` in locales/<language>/translations.json, with i18next-style
 * {{name}} placeholders; falls back to English, then to the key itself.
 */
export function translateEmail(
  language: EmailLanguage,
  key: `email.${string}`,
  values: Record<string, string> = {},
): string {
  const text = lookup(translationsOf(language), key) ?? lookup(translationsOf('en'), key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
