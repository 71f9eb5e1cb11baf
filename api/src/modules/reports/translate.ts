import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localesDirectory } from '../../paths.js';

export const reportLanguages = ['da', 'en', 'fi', 'no', 'se'] as const;
export type ReportLanguage = (typeof reportLanguages)[number];

export function reportLanguageOf(language: string | null | undefined): ReportLanguage {
  return (reportLanguages as readonly string[]).includes(language ?? '')
    ? (language as ReportLanguage)
    : 'en';
}

type TranslationTree = { [key: string]: string | TranslationTree };
const cache = new Map<ReportLanguage, TranslationTree>();

function treeOf(language: ReportLanguage): TranslationTree {
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
 * The texts of generated files (reports.*, certificates.*, unit category names) from the same
 * locale files as the web app, with {{name}} placeholders; English, then the key, as fallback.
 */
export function translator(language: ReportLanguage) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = lookup(treeOf(language), key) ?? lookup(treeOf('en'), key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      values[name] === undefined ? match : String(values[name]),
    );
  };
}
export type Translate = ReturnType<typeof translator>;

/** The locale tag for number and date formatting in a report's language. */
export function localeTagOf(language: ReportLanguage): string {
  return { da: 'da-DK', en: 'en-GB', fi: 'fi-FI', no: 'nb-NO', se: 'sv-SE' }[language];
}
