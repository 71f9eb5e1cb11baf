/** A row of the API's chart: processed units of one category; the last row is 'Total'. */
export interface ChartRow {
  category: string;
  processed_units: number;
}

const totalCategory = 'Total';

/** The rows the bar chart shows: every category but the 'Total' row (spec section 9). */
export function chartCategories(rows: readonly ChartRow[]): ChartRow[] {
  return rows.filter((row) => row.category !== totalCategory);
}

/** The total of processed units: the API's 'Total' row, or the sum when it is missing. */
export function chartTotal(rows: readonly ChartRow[]): number {
  const total = rows.find((row) => row.category === totalCategory);
  return total ? total.processed_units : rows.reduce((sum, row) => sum + row.processed_units, 0);
}

/** Labels and values for the bar chart, with category codes translated. */
export function barChartData(
  rows: readonly ChartRow[],
  categoryLabel: (category: string) => string,
): { labels: string[]; values: number[] } {
  const categories = chartCategories(rows);
  return {
    labels: categories.map((row) => categoryLabel(row.category)),
    values: categories.map((row) => row.processed_units),
  };
}

/** The chart's height in pixels for this many categories: its loading block takes the same. */
export function chartHeightPixels(categoryCount: number): number {
  return Math.max(categoryCount, 3) * 36 + 64;
}
