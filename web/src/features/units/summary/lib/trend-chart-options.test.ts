import { describe, expect, it } from 'vitest';
import { loadTranslations } from '../../../../test-support/i18n';
import { trendChartOptions } from './trend-chart-options';

type Tree = { [key: string]: string | Tree };

function translator(language: string) {
  const tree = loadTranslations(language);
  return (key: string) => {
    const found = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    return typeof found === 'string' ? found : key;
  };
}

describe('the month-by-month chart', () => {
  it.each([
    ['da', 'Enheder (antal)', 'CO2-besparelse (ton)'],
    ['en', 'Units (count)', 'CO2 savings (tons)'],
    ['fi', 'Laitteet (kpl)', 'CO2-säästö (tonnia)'],
    ['no', 'Enheter (antall)', 'CO2-besparelse (tonn)'],
    ['se', 'Enheter (antal)', 'CO2-besparing (ton)'],
  ])('names the unit of each of its two y-axes in %s', (language, units, co2) => {
    const scales = trendChartOptions(translator(language), language).scales!;
    expect(scales.units?.title).toMatchObject({ display: true, text: units });
    expect(scales.co2?.title).toMatchObject({ display: true, text: co2 });
  });
});
