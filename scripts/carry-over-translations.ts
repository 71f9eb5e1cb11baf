// Carries the translation changes of a branch begun before the per-feature split into the split
// files: `tsx scripts/carry-over-translations.ts <branch>`. Every key the branch added, changed
// or removed in its locales/<language>/translations.json (against where it forked) is applied
// to the file that holds the key's group today, new top-level keys to locales/<language>/<key>.json.
// Then `git rm locales/*/translations.json` settles the merge conflict.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  flattenTranslations,
  readTranslations,
  serialiseTranslations,
  translationSourceFiles,
  type TranslationTree,
} from '../api/src/shared/translation-catalogue.js';
import { serverLanguages } from '../api/src/shared/translations.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDirectory = path.join(repositoryRoot, 'locales');

const git = (...parameters: string[]) =>
  execFileSync('git', parameters, {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

function singleFileAt(commit: string, language: string): Map<string, string> {
  const text = git('show', `${commit}:locales/${language}/translations.json`);
  return flattenTranslations(JSON.parse(text) as TranslationTree);
}

/** The source file that holds the longest existing group of `key`, else its top-level file. */
function fileFor(language: string, key: string, trees: Map<string, TranslationTree>): string {
  const parts = key.split('.');
  for (let depth = parts.length - 1; depth > 0; depth -= 1) {
    for (const [file, tree] of trees) {
      let node: string | TranslationTree | undefined = tree;
      for (const part of parts.slice(0, depth))
        node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node === 'object') return file;
    }
  }
  return path.join(localesDirectory, language, `${parts[0]}.json`);
}

function setText(tree: TranslationTree, key: string, text: string | undefined): void {
  const parts = key.split('.');
  const groups: TranslationTree[] = [tree];
  for (const part of parts.slice(0, -1)) {
    const parent = groups.at(-1)!;
    const child = parent[part];
    if (typeof child !== 'object') parent[part] = {};
    groups.push(parent[part] as TranslationTree);
  }
  const last = parts.at(-1)!;
  if (text !== undefined) groups.at(-1)![last] = text;
  else delete groups.at(-1)![last];
  // A group left empty by a removal goes too.
  for (let index = groups.length - 1; index > 0; index -= 1) {
    if (Object.keys(groups[index]!).length > 0) break;
    delete groups[index - 1]![parts[index - 1]!];
  }
}

const branch = process.argv[2];
if (!branch) throw new Error('Usage: tsx scripts/carry-over-translations.ts <branch>');
const forkPoint = git('merge-base', 'HEAD', branch).trim();
for (const language of serverLanguages) {
  const before = singleFileAt(forkPoint, language);
  const after = singleFileAt(branch, language);
  const changes = [...after].filter(([key, text]) => before.get(key) !== text);
  const removals = [...before.keys()].filter((key) => !after.has(key));
  const trees = new Map(
    translationSourceFiles(localesDirectory, language).map((file) => [
      file,
      JSON.parse(readFileSync(file, 'utf8')) as TranslationTree,
    ]),
  );
  for (const [key, text] of [...changes, ...removals.map((key) => [key, undefined] as const)]) {
    const file = fileFor(language, key, trees);
    if (!trees.has(file)) {
      trees.set(
        file,
        existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TranslationTree) : {},
      );
    }
    setText(trees.get(file)!, key, text);
  }
  for (const [file, tree] of trees) writeFileSync(file, serialiseTranslations(tree));
  // Fails loudly if the result does not merge (a key now in two files).
  readTranslations(localesDirectory, language);
  console.log(`${language}: ${changes.length} added or changed, ${removals.length} removed`);
}
