import { describe, expect, it } from 'vitest';
import { barChartData, chartCategories, chartTotal } from './chart-data';

const rows = [
  { category: 'laptop', processed_units: 120 },
  { category: 'monitor', processed_units: 30 },
  { category: 'Total', processed_units: 150 },
];

describe('chart data', () => {
  it('leaves out the Total row', () => {
    expect(chartCategories(rows).map((row) => row.category)).toEqual(['laptop', 'monitor']);
    expect(barChartData(rows, (category) => category.toUpperCase())).toEqual({
      labels: ['LAPTOP', 'MONITOR'],
      values: [120, 30],
    });
  });

  it('takes the total from the Total row, or sums the categories', () => {
    expect(chartTotal(rows)).toBe(150);
    expect(chartTotal(rows.slice(0, 2))).toBe(150);
    expect(chartTotal([])).toBe(0);
  });
});
