import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localesDirectory } from '../paths.js';
import {
  mergeTranslationSources,
  readTranslations,
  writeMergedTranslations,
} from './translation-catalogue.js';
import { serverLanguages } from './translations.js';

describe('mergeTranslationSources', () => {
  it('joins groups split over sources, in the same order whatever order they come in', () => {
    const jobs = { name: 'en/jobs.json', content: { jobs: { title: 'Jobs' }, email: { a: 'A' } } };
    const reports = { name: 'en/reports.json', content: { email: { b: 'B' }, reports: {} } };
    const merged = mergeTranslationSources([reports, jobs]);
    expect(merged).toEqual({ jobs: { title: 'Jobs' }, email: { a: 'A', b: 'B' }, reports: {} });
    expect(JSON.stringify(mergeTranslationSources([jobs, reports]))).toBe(JSON.stringify(merged));
  });

  it('fails on a key defined in two sources, naming both', () => {
    expect(() =>
      mergeTranslationSources([
        { name: 'en/jobs.json', content: { common: { save: 'Save' } } },
        { name: 'en/common.json', content: { common: { save: 'Store' } } },
      ]),
    ).toThrow('Translation key "common.save" is defined in both en/common.json and en/jobs.json.');
    expect(() =>
      mergeTranslationSources([
        { name: 'en/a.json', content: { common: 'Common' } },
        { name: 'en/b.json', content: { common: { save: 'Save' } } },
      ]),
    ).toThrow(/"common" is a text in en\/a.json and a group in en\/b.json/);
  });

  it('fails on a source that is not an object and on values that are not texts', () => {
    for (const content of [[], 'text', null, 3]) {
      expect(() => mergeTranslationSources([{ name: 'en/bad.json', content }])).toThrow(
        'Translation source en/bad.json is not a JSON object.',
      );
    }
    expect(() =>
      mergeTranslationSources([{ name: 'en/bad.json', content: { jobs: { count: 3 } } }]),
    ).toThrow('Translation key "jobs.count" in en/bad.json is neither a text nor a group.');
  });
});

describe('the repository translations', () => {
  let temporary: string;
  beforeAll(async () => {
    temporary = await mkdtemp(path.join(os.tmpdir(), 'itad-locales-'));
  });
  afterAll(() => rm(temporary, { recursive: true, force: true }));

  it('fail to merge when a file repeats a key of another, such as the old single file', async () => {
    const copy = path.join(temporary, 'duplicate');
    await mkdir(path.join(copy, 'en'), { recursive: true });
    await writeFile(path.join(copy, 'en', 'jobs.json'), '{ "jobs": { "title": "Jobs" } }');
    await writeFile(path.join(copy, 'en', 'translations.json'), '{ "jobs": { "title": "Jobs" } }');
    expect(() => readTranslations(copy, 'en')).toThrow(
      'Translation key "jobs.title" is defined in both en/jobs.json and en/translations.json.',
    );
    await writeFile(path.join(copy, 'en', 'translations.json'), '{ "jobs": ');
    expect(() => readTranslations(copy, 'en')).toThrow(
      'Translation source en/translations.json is not valid JSON.',
    );
  });

  it('build into one translations.json per language that reads back as the same tree', async () => {
    const built = path.join(temporary, 'built');
    writeMergedTranslations(localesDirectory, built, serverLanguages);
    for (const language of serverLanguages) {
      expect(await readdir(path.join(built, language))).toEqual(['translations.json']);
      expect(readTranslations(built, language)).toEqual(
        readTranslations(localesDirectory, language),
      );
    }
  });
});
