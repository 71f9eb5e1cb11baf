import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTranslations } from '../../../../../../api/src/shared/translation-catalogue';

const locales = path.resolve(import.meta.dirname, '../../../../../../locales');

describe('the category chart in Norwegian', () => {
  it("labels its dataset with the specification's words, spelling included", () => {
    const { unitSummary } = readTranslations(locales, 'no') as {
      unitSummary: { chart: Record<string, string> };
    };
    expect(unitSummary.chart.datasetLabel).toBe('Prosseserte enheter');
    // Only the dataset: the heading and the table's caption keep the usual spelling.
    expect(unitSummary.chart.heading).toBe('Prosesserte enheter per kategori');
    expect(unitSummary.chart.caption).toBe('Prosesserte enheter per kategori');
  });
});
