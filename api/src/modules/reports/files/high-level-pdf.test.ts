import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts, pdfWords, readWords, squeezed } from '../../../test-support/pdf-text.js';
import { translator, type ReportLanguage } from '../translate.js';
import { writeHighLevelPdf } from './high-level-pdf.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'high-level-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A high level report of 4,408 units (3,300 laptops, 1,108 monitors). */
async function reportPdf(language: ReportLanguage): Promise<Buffer> {
  const t = translator(language);
  const filePath = path.join(folder, `${language}.pdf`);
  await writeHighLevelPdf({
    filePath,
    t,
    language,
    title: 'Q3',
    provider: 'Greentech AS',
    facts: [
      [t('reports.files.period'), '2026-07-01 – 2026-09-30'],
      [t('reports.files.units'), '4408'],
    ],
    rows: [
      { category: 'laptop', outcome: 'reused', units: 3300, weight_kg: 4785.5, co2e_kg: 990_000 },
      { category: 'desktop', outcome: 'reused', units: 0, weight_kg: 0, co2e_kg: 0 },
      { category: 'monitor', outcome: 'recycled', units: 1108, weight_kg: 5540, co2e_kg: 110_800 },
    ],
  });
  return readFile(filePath);
}

/** The report as the reader sees it. */
async function reportText(language: ReportLanguage): Promise<string> {
  return squeezed((await pdfPageTexts(await reportPdf(language))).join('\n'));
}

describe('the high level report PDF', () => {
  it('writes every number the Norwegian way: "Enheter: 4 408" beside "4 408"', async () => {
    const text = await reportText('no');
    expect(text).toContain('Enheter: 4 408');
    expect(text).toContain('Prosesserte enheter: 4 408');
    expect(text).toContain('Totalt 4 408 3 300 1 108 0 0 10 325,5 1 100 800');
    expect(text).not.toMatch(/\b4408\b|\b3300\b/);
    expect(text).toContain('Side 1 av 1');
  });

  it('writes every number the English way: "Units: 4,408" beside "4,408"', async () => {
    const text = await reportText('en');
    expect(text).toContain('Units: 4,408');
    expect(text).toContain('Processed units: 4,408');
    expect(text).toContain('Total 4,408 3,300 1,108 0 0 10,325.5 1,100,800');
    expect(text).not.toMatch(/\b4408\b/);
  });

  it.each(['da', 'fi', 'se'] as const)(
    'cuts no header or cell short in %s and splits no word but at a syllable',
    async (language) => {
      const t = translator(language);
      const pdf = await reportPdf(language);
      expect((await pdfPageTexts(pdf)).join('\n')).not.toContain('…');
      // A word too long for its column is broken with a hyphen, and read whole again.
      const words = new Set(readWords(await pdfWords(pdf)).map((word) => word.text));
      const labels = [
        t('unitSummary.categories.desktop'),
        t('unitSummary.categories.laptop'),
        t('reports.columns.category'),
        t('reports.pdf.units'),
        t('reports.columns.weight_kg'),
        t('reports.columns.co2e_kg'),
        t('reports.outcomes.reused'),
        t('reports.outcomes.recycled'),
      ];
      for (const word of labels.flatMap((label) => label.split(/\s+/))) {
        expect(words, `"${word}" whole in ${language}`).toContain(word);
      }
    },
  );
});
