import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWords, readWords, type PdfWord } from '../../../test-support/pdf-text.js';
import type { SustainabilityFigures } from '../sustainability-figures.js';
import { localeTagOf, translator, type ReportLanguage } from '../translate.js';
import { sustainabilityContent } from './sustainability-content.js';
import { writeSustainabilityPdf } from './sustainability-pdf.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'sustainability-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const route = (name: string, tonnes: number) => ({
  route: name as 'RECYCLING',
  units: 2,
  weighedUnits: 2,
  tonnes,
  hazardousTonnes: 0,
  nonHazardousTonnes: tonnes,
});
const routes = [
  route('PREPARED_FOR_REUSE', 0.011),
  route('RECYCLING', 0.006),
  route('OTHER_RECOVERY', 0.002),
  route('DISPOSAL', 0),
  route('NOT_YET_TREATED', 0.001),
];

/** Two companies (so the report has its table by company), desktops reused, one factor. */
const figures: SustainabilityFigures = {
  outflows: {
    from: '2026-01-01',
    to: '2026-03-31',
    dateColumn: 'COMPLETED_DATE',
    routes,
    units: 10,
    unweighedUnits: 0,
    tonnes: 0.02,
    hazardousTonnes: 0,
    nonHazardousTonnes: 0.02,
    companies: ['North', 'South'].map((company) => ({
      supplierId: company,
      company: `${company} AS`,
      routes: routes.map((row) => ({ ...row, tonnes: row.tonnes / 2 })),
      tonnes: 0.01,
      hazardousTonnes: 0,
    })),
  },
  avoided: [
    { category: 'desktop', reusedUnits: 2, tonnes: 0.4, lowTonnes: 0.2, highTonnes: 0.6 },
    { category: 'laptop', reusedUnits: 2, tonnes: 0.6, lowTonnes: 0.4, highTonnes: 0.8 },
  ],
  avoidedTotal: { reusedUnits: 4, tonnes: 1, lowTonnes: 0.6, highTonnes: 1.4 },
  methods: [],
  factors: [
    {
      id: 'F-1',
      category: 'desktop',
      manufacturer: null,
      model: null,
      validFrom: '2026-01-01',
      kg: 200,
      lowKg: 100,
      highKg: 300,
      source: 'Source',
      sourceYear: 2025,
      sourceUrl: null,
    },
  ],
};

async function reportPdf(language: ReportLanguage): Promise<Buffer> {
  const t = translator(language);
  const filePath = path.join(folder, `${language}.pdf`);
  await writeSustainabilityPdf({
    filePath,
    t,
    language,
    title: 'Q1',
    provider: 'Greentech AS',
    facts: [[t('reports.files.period'), '2026-01-01 – 2026-03-31']],
    parts: sustainabilityContent(
      figures,
      t,
      'https://portal.test/methodology',
      localeTagOf(language),
    ),
  });
  return readFile(filePath);
}

/** What pdf-parse reads, with words broken at a line's end by a hyphen joined again. */
async function parsedText(pdf: Buffer): Promise<string> {
  const { text } = await new PDFParse({ data: new Uint8Array(pdf) }).getText();
  return text.replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2');
}

const lineHeight = (word: PdfWord) => word.yMax - word.yMin;

describe('the sustainability report PDF', () => {
  it.each([
    ['fi', ['Uudelleenkäyttöön', 'uudelleenkäyttöön', 'Pöytätietokoneet', 'Kerroin']],
    ['da', ['Stationære', 'computere', 'nyttiggørelse', 'Faktor']],
  ] as const)(
    'sets %s headers and category names whole, hyphenated across lines, never smaller',
    async (language, longWords) => {
      const t = translator(language);
      const pdf = await reportPdf(language);
      const text = await parsedText(pdf);
      expect(text).not.toContain('…');
      // A break shows a hyphen; nothing invisible is left between a word's letters.
      expect(text).not.toContain('\u00AD');
      for (const word of longWords) expect(text).toContain(word);

      const words = readWords(await pdfWords(pdf));
      // The tables' size is that of their bold total row ("Yhteensä", "I alt").
      const total = words.find(
        (read) => read.text === t('reports.sustainability.total').split(' ')[0],
      );
      const tableLine = lineHeight(total!.parts[0]!);
      const inTables = words.filter((read) =>
        read.parts.every((part) => lineHeight(part) < tableLine + 0.1),
      );
      for (const word of longWords) {
        const found = inTables.filter((read) => read.text === word);
        expect(found.length, `"${word}" whole in a table`).toBeGreaterThan(0);
        for (const part of found.flatMap((read) => read.parts)) {
          expect(lineHeight(part), `the size of "${word}"`).toBeCloseTo(tableLine, 1);
        }
      }
      // Some of them had to be broken: the hyphenation is what keeps them whole.
      expect(inTables.some((read) => read.parts.length > 1)).toBe(true);
    },
  );
});
