import { describe, expect, it } from 'vitest';
import {
  groupedOptions,
  matchingPages,
  optionsOfResults,
  pathOfResult,
  type FoundResult,
} from './search-options';

const result = (overrides: Partial<FoundResult>): FoundResult => ({
  kind: 'UNIT',
  label: 'SN-1',
  secondary_text: null,
  day: null,
  target_id: 'id-1',
  settlement_period_type: null,
  ...overrides,
});

describe('search options', () => {
  it('opens each kind where it is shown', () => {
    expect(pathOfResult(result({ kind: 'UNIT', target_id: 'u1' }))).toBe('/units/u1');
    expect(pathOfResult(result({ kind: 'JOB', target_id: 'j1' }))).toBe('/services/j1');
    expect(pathOfResult(result({ kind: 'CERTIFICATE', label: 'COD 7' }))).toBe(
      '/report-cods?q=COD+7',
    );
    expect(
      pathOfResult(
        result({
          kind: 'SETTLEMENT',
          label: 'S-9',
          target_id: 's9',
          settlement_period_type: 'yearly',
        }),
      ),
    ).toBe('/settlements/yearly?q=S-9&open=s9');
    expect(pathOfResult(result({ kind: 'REPORT', target_id: 'COMPLETE' }))).toBe('/reports');
  });

  it('keeps the server’s ranking: the group of an exact match leads, pages come last', () => {
    const options = [
      ...optionsOfResults([
        // The server ranks its exact match first.
        result({ kind: 'SETTLEMENT', label: 'X1', target_id: 's' }),
        result({ kind: 'UNIT', label: 'X1A', target_id: 'a' }),
        result({ kind: 'UNIT', label: 'X1B', target_id: 'b' }),
      ]),
      {
        id: 'PAGE-/x',
        group: 'PAGE' as const,
        label: 'X',
        secondaryText: null,
        day: null,
        to: '/x',
      },
    ];
    expect(
      groupedOptions(options).map(({ group, options: grouped }) => [
        group,
        grouped.map((option) => option.label),
      ]),
    ).toEqual([
      ['SETTLEMENT', ['X1']],
      ['UNIT', ['X1A', 'X1B']],
      ['PAGE', ['X']],
    ]);
  });

  it('matches pages by name whatever the case and accents', () => {
    const pages = [
      { to: '/a', label: 'Tilitykset' },
      { to: '/b', label: 'Koontinäyttö' },
    ];
    expect(matchingPages(pages, 'NAYT')).toEqual([{ to: '/b', label: 'Koontinäyttö' }]);
    expect(matchingPages(pages, '')).toEqual(pages);
  });
});
