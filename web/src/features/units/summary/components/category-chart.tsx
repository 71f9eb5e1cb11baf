import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { animateChanges } from '../lib/chart-animation';
import { barChartData, chartHeightPixels, type ChartRow } from '../lib/chart-data';
import { localeOf } from '../lib/format';
import { BarLinks } from './bar-links';
import { useBarLinks, type BarLink } from './use-bar-links';

// Only the parts a horizontal bar chart with a legend and tooltips needs.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** A colour of the palette (tokens.css), read from its custom property. */
function paletteColour(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

interface CategoryChartProps {
  rows: readonly ChartRow[];
  categoryLabel: (category: string) => string;
  /** The text of the table that holds the same figures, for screen readers. */
  description: string;
  className?: string;
  /** Each bar's units on the serial search, in the order of the bars. */
  links: readonly BarLink[];
  linksLabel: string;
}

/** Processed units per category as horizontal bars (the 'Total' row left out). Lazy-loaded. */
export default function CategoryChart({
  rows,
  categoryLabel,
  description,
  className,
  links,
  linksLabel,
}: CategoryChartProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const chart = useRef<Chart<'bar'>>(null);
  const barLinks = useBarLinks(links);

  // The same figures keep the same data: a new object would make the chart lay out and draw
  // itself again at every render of the page around it.
  const data = useMemo(() => {
    const { labels, values } = barChartData(rows, categoryLabel);
    return {
      labels,
      datasets: [
        {
          label: t('unitSummary.chart.datasetLabel'),
          data: values,
          backgroundColor: paletteColour('--color-green', '#2d7d55'),
          hoverBackgroundColor: paletteColour('--color-purple', '#5b2d8e'),
          borderRadius: 4,
          maxBarThickness: 28,
        },
      ],
    };
  }, [rows, categoryLabel, t]);

  const options = useMemo<ChartOptions<'bar'>>(() => {
    const text = paletteColour('--color-text', '#1d1d35');
    const grid = paletteColour('--color-grey-light', '#ecebf0');
    const font = { family: paletteColour('--font-family', 'sans-serif'), size: 13 };
    return {
      ...barLinks.interaction,
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      locale,
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
        x: {
          beginAtZero: true,
          grid: { color: grid },
          border: { display: false },
          ticks: { color: text, font, precision: 0, maxTicksLimit: 6 },
        },
        y: {
          grid: { display: false },
          ticks: { color: text, font },
        },
      },
    };
  }, [locale, barLinks.interaction]);
  useEffect(() => animateChanges(chart.current), [options]);

  return (
    <div
      className={className}
      style={{ height: `${chartHeightPixels(data.labels.length)}px`, position: 'relative' }}
    >
      <Bar
        ref={chart}
        data={data}
        options={options}
        plugins={barLinks.plugins}
        role="img"
        aria-label={description}
      />
      <BarLinks links={links} boxes={barLinks.boxes} label={linksLabel} />
    </div>
  );
}
