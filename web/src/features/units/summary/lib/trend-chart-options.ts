import type { ChartOptions } from 'chart.js';

/** A colour of the palette (tokens.css), read from its custom property. */
export function paletteColour(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * The chart's look: units stacked on the left axis, CO2 saved on the right, each axis titled with
 * its unit in the reader's language.
 */
export function trendChartOptions(
  t: (key: string) => string,
  locale: string,
): ChartOptions<'bar' | 'line'> {
  const text = paletteColour('--color-text', '#1d1d35');
  const grid = paletteColour('--color-grey-light', '#ecebf0');
  const font = { family: paletteColour('--font-family', 'sans-serif'), size: 13 };
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale,
    // Changes animate once the chart is drawn (lib/chart-animation.ts).
    animation: false,
    plugins: {
      legend: {
        position: 'top',
        align: 'start',
        labels: { color: text, font, boxWidth: 14, boxHeight: 14 },
      },
      tooltip: { bodyFont: font, titleFont: { ...font, weight: 'bold' } },
    },
    scales: {
      x: { stacked: true, grid: { display: false }, ticks: { color: text, font } },
      units: {
        type: 'linear',
        position: 'left',
        stacked: true,
        beginAtZero: true,
        grid: { color: grid },
        border: { display: false },
        ticks: { color: text, font, precision: 0, maxTicksLimit: 6 },
        // Two y-axes: each names its unit.
        title: { display: true, text: t('unitSummary.trend.unitsAxis'), color: text, font },
      },
      co2: {
        type: 'linear',
        position: 'right',
        beginAtZero: true,
        grid: { display: false },
        border: { display: false },
        ticks: { color: text, font, maxTicksLimit: 6 },
        title: { display: true, text: t('unitSummary.trend.co2'), color: text, font },
      },
    },
  };
}
