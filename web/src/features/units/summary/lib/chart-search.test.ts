import { describe, expect, it } from 'vitest';
import { chartBarPath, chartCriteriaOf, monthRange } from './chart-search';

const none = { category: null, outcome: null, from: null, to: null, column: null };

describe('chart search', () => {
  it("keeps the dashboard's filter and replaces the search's own", () => {
    const current = new URLSearchParams('period=Q2&year=2026&serial-q=ABC&serial-page=3');
    const path = chartBarPath(current, {
      category: 'laptop',
      outcomes: ['reused', 'recycled'],
      dateColumn: 'COMPLETED_DATE',
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(path).toBe(
      '/unit-summary?period=Q2&year=2026&serial-category=laptop&serial-outcome=reused%2Crecycled' +
        '&serial-from=2026-04-01&serial-to=2026-06-30#serial-search',
    );
  });

  it('reads back what a bar set, and nothing when no bar did', () => {
    expect(
      chartCriteriaOf({ ...none, category: 'laptop', outcome: 'reused,recycled,lost' }),
    ).toEqual({
      category: 'laptop',
      outcomes: ['reused', 'recycled'],
      dateColumn: 'COMPLETED_DATE',
      from: null,
      to: null,
    });
    expect(chartCriteriaOf({ ...none, from: '2026-02-01', column: 'CREATED_AT' })).toMatchObject({
      dateColumn: 'CREATED_AT',
      from: '2026-02-01',
    });
    expect(chartCriteriaOf({ ...none, from: 'yesterday' })).toBeNull();
    expect(chartCriteriaOf(none)).toBeNull();
  });

  it("keeps a month's days within the dashboard's period", () => {
    expect(monthRange('2024-02', { from: null, to: null })).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(monthRange('2026-05', { from: '2026-05-21', to: '2026-11-20' })).toEqual({
      from: '2026-05-21',
      to: '2026-05-31',
    });
  });
});
