import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesDirectory } from '../paths.js';
import {
  flattenTranslations,
  readTranslations,
  translationSourceFiles,
  type TranslationTree,
} from './translation-catalogue.js';
import { serverLanguages, type ServerLanguage } from './translations.js';

/**
 * A job has one name per language, the one its menu entry uses, in every page, mail and file.
 * Each language lists the menu's word and the other words for a job that crept in before.
 */
const jobWording: Record<ServerLanguage, { menu: string; notForAJob: RegExp[] }> = {
  da: { menu: 'Opgaver', notForAJob: [/\bjob/i] },
  en: { menu: 'Jobs', notForAJob: [] },
  fi: {
    menu: 'Toimeksiannot',
    // työ (work) and tehtävä (task) in all their forms; "tehtävänimike" is a person's job title
    // and "työkalu" a tool. "Tilausnumero" is an order's number, not a job's.
    notForAJob: [/\b(työ|töi)(?!kalu)/i, /\btehtäv(?!änimik)/i, /\btilausnumero/i],
  },
  no: { menu: 'Oppdrag', notForAJob: [/\bjobb/i] },
  se: { menu: 'Uppdrag', notForAJob: [/\bjobb/i] },
};

/** Placeholders such as {{jobNumber}} are code, not words a reader sees. */
const readable = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

describe('the word for a job', () => {
  it.each(serverLanguages)('%s: the menu calls jobs by the listed word', (language) => {
    const menu = flattenTranslations(readTranslations(localesDirectory, language));
    expect(menu.get('navigation.jobs')).toBe(jobWording[language].menu);
  });

  it.each(serverLanguages)('%s: no catalogue file uses another word for a job', (language) => {
    const found: string[] = [];
    for (const file of translationSourceFiles(localesDirectory, language)) {
      const tree = JSON.parse(readFileSync(file, 'utf8')) as TranslationTree;
      for (const [key, text] of flattenTranslations(tree)) {
        for (const word of jobWording[language].notForAJob) {
          if (word.test(readable(text))) found.push(`${path.basename(file)} ${key}: ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
