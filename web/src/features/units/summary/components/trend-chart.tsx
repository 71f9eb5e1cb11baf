import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { Chart as ChartView } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import type { GetUnitTrendQuery } from '../../../../shared/graphql/generated/graphql';
import { animateChanges } from '../lib/chart-animation';
import { localeOf } from '../lib/format';
import { paletteColour, trendChartOptions } from '../lib/trend-chart-options';
import { BarLinks } from './bar-links';
import { useBarLinks, type BarLink } from './use-bar-links';

// Stacked bars of units by outcome with a line of CO2 saved on a second axis.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

type TrendMonth = GetUnitTrendQuery['get_unit_trend'][number];

const outcomeSeries = [
  {
    field: 'reused_units',
    label: 'unitSummary.metrics.reused',
    colour: ['--color-green', '#2d7d55'],
  },
  {
    field: 'recycled_units',
    label: 'unitSummary.metrics.recycled',
    colour: ['--color-teal', '#0e6464'],
  },
  {
    field: 'stocked_units',
    label: 'unitSummary.metrics.stocked',
    colour: ['--color-yellow', '#f7c948'],
  },
  {
    field: 'in_process_units',
    label: 'unitSummary.metrics.inProcess',
    colour: ['--color-purple', '#5b2d8e'],
  },
] as const;

interface TrendChartProps {
  months: readonly TrendMonth[];
  monthLabel: (month: string) => string;
  /** The text of the table that holds the same figures, for screen readers. */
  description: string;
  className?: string;
  /** Each month's units on the serial search, in the order of the months. */
  links: readonly BarLink[];
  linksLabel: string;
}

/** Units by outcome (stacked bars) and CO2 saved (a line) per month. Lazy-loaded. */
export default function TrendChart({
  months,
  monthLabel,
  description,
  className,
  links,
  linksLabel,
}: TrendChartProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const barLinks = useBarLinks(links);

  const chart = useRef<Chart<'bar' | 'line'>>(null);

  // The same months keep the same data: a new object would make the chart lay out and draw
  // itself again at every render of the page around it.
  const data = useMemo<ChartData<'bar' | 'line', number[], string>>(
    () => ({
      labels: months.map((month) => monthLabel(month.month)),
      datasets: [
        ...outcomeSeries.map((series) => ({
          type: 'bar' as const,
          label: t(series.label),
          data: months.map((month) => month[series.field]),
          backgroundColor: paletteColour(series.colour[0], series.colour[1]),
          stack: 'units',
          yAxisID: 'units',
          order: 2,
        })),
        {
          type: 'line' as const,
          label: t('unitSummary.trend.co2'),
          data: months.map((month) => month.co2_savings_tons),
          borderColor: paletteColour('--color-text', '#1d1d35'),
          backgroundColor: paletteColour('--color-text', '#1d1d35'),
          yAxisID: 'co2',
          order: 1,
          tension: 0.2,
        },
      ],
    }),
    [months, monthLabel, t],
  );

  const options = useMemo(
    () => ({ ...trendChartOptions(t, locale), ...barLinks.interaction }),
    [locale, t, barLinks.interaction],
  );
  useEffect(() => animateChanges(chart.current), [options]);

  return (
    <div className={className} style={{ height: '320px', position: 'relative' }}>
      <ChartView
        ref={chart}
        type="bar"
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
