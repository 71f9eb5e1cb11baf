import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Translations are kept as several source files per language, locales/<language>/<key>.json,
 * each a part of the one tree the web app and the server read as the `translations` namespace
 * (keys keep their full dotted paths inside the files). Merging them here is the only place the
 * parts meet: the build writes the merged file per language, and code run from source (tests,
 * the dev server) merges the sources on the fly, so no step stands between a new key and its use.
 */
export const translationNamespace = 'translations';

export type TranslationTree = { [key: string]: string | TranslationTree };

export interface TranslationSource {
  /** Names the source in errors, e.g. en/jobs.json. */
  name: string;
  content: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The source each key of the merged tree (text or group) first came from, for errors. */
type Origins = Map<string, string>;

function mergeInto(
  target: TranslationTree,
  content: Record<string, unknown>,
  source: string,
  origins: Origins,
  prefix: string,
): void {
  for (const [key, value] of Object.entries(content)) {
    const fullKey = prefix ? `${prefix}.${key}` : key;
    const existing = target[key];
    const other = origins.get(fullKey) ?? 'another source';
    if (typeof value === 'string') {
      if (existing !== undefined) {
        throw new Error(`Translation key "${fullKey}" is defined in both ${other} and ${source}.`);
      }
      target[key] = value;
    } else if (isPlainObject(value)) {
      if (typeof existing === 'string') {
        throw new Error(
          `Translation key "${fullKey}" is a text in ${other} and a group in ${source}.`,
        );
      }
      const group: TranslationTree = existing ?? {};
      target[key] = group;
      mergeInto(group, value, source, origins, fullKey);
    } else {
      throw new Error(`Translation key "${fullKey}" in ${source} is neither a text nor a group.`);
    }
    if (!origins.has(fullKey)) origins.set(fullKey, source);
  }
}

/**
 * One tree from the sources, in the order of their names (so the same files always give the
 * same text). A source that is not an object, a value that is neither text nor group, or a key
 * defined in two sources is an error: nothing silently wins.
 */
export function mergeTranslationSources(sources: readonly TranslationSource[]): TranslationTree {
  const merged: TranslationTree = {};
  const origins: Origins = new Map();
  const ordered = [...sources].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const source of ordered) {
    if (!isPlainObject(source.content)) {
      throw new Error(`Translation source ${source.name} is not a JSON object.`);
    }
    mergeInto(merged, source.content, source.name, origins, '');
  }
  return merged;
}

/** The .json files of one language's folder, by name. */
export function translationSourceFiles(localesDirectory: string, language: string): string[] {
  const directory = path.join(localesDirectory, language);
  if (!existsSync(directory)) throw new Error(`No translations for ${language} in ${directory}.`);
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error(`No translation sources in ${directory}.`);
  return files.map((file) => path.join(directory, file));
}

function readSource(file: string, language: string): TranslationSource {
  const name = `${language}/${path.basename(file)}`;
  try {
    return { name, content: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    throw new Error(`Translation source ${name} is not valid JSON.`, { cause: error });
  }
}

/**
 * The `translations` namespace of a language: the merge of every .json file in its folder. From
 * the repository that is the per-feature sources; in a build, the one merged file the build wrote.
 */
export function readTranslations(localesDirectory: string, language: string): TranslationTree {
  return mergeTranslationSources(
    translationSourceFiles(localesDirectory, language).map((file) => readSource(file, language)),
  );
}

/** The merged namespace as the server sends it and the build writes it. */
export function serialiseTranslations(tree: TranslationTree): string {
  return `${JSON.stringify(tree, null, 2)}\n`;
}

/**
 * Writes <target>/<language>/translations.json for each language merged from the sources,
 * replacing whatever the target held (a stale file would otherwise merge in twice).
 */
export function writeMergedTranslations(
  sourceDirectory: string,
  targetDirectory: string,
  languages: readonly string[],
): void {
  const merged = languages.map((language) => ({
    language,
    text: serialiseTranslations(readTranslations(sourceDirectory, language)),
  }));
  rmSync(targetDirectory, { recursive: true, force: true });
  for (const { language, text } of merged) {
    mkdirSync(path.join(targetDirectory, language), { recursive: true });
    writeFileSync(path.join(targetDirectory, language, `${translationNamespace}.json`), text);
  }
}

/** Every text of a tree by its dotted key. */
export function flattenTranslations(tree: TranslationTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const fullKey = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(fullKey, value);
    else
      for (const [nested, text] of flattenTranslations(value, fullKey)) entries.set(nested, text);
  }
  return entries;
}
