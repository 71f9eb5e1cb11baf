import { storageUnitTypes } from '@itad-portal/validation';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './attachment-download';
import { readListView, writeListView } from '../../../shared/lists/list-state';
import { jobFilterOf, jobListOptions, statusTone } from './job-filters';
import { storageUnitSpecs, storageUnitTipLines } from './storage-unit-specs';

const t = (key: string, values: Record<string, unknown> = {}) =>
  `${key}${Object.entries(values)
    .map(([name, value]) => ` ${name}=${String(value)}`)
    .join('')}`;

describe('storage unit tips', () => {
  it('give the spec’s limits for the pallet container and the IT waste cage', () => {
    expect(storageUnitTipLines('PALLET', t, String)).toEqual([
      'storageUnits.tip.dimensions value=120 × 80 × 100 cm',
      'storageUnits.tip.maxHeight cm=200',
      'storageUnits.tip.netWeight kg=25',
      'storageUnits.tip.loadWeight kg=975',
      'storageUnits.tip.maxWeight kg=1000',
    ]);
    expect(storageUnitTipLines('IT_WASTE', t, String)).toEqual(
      expect.arrayContaining([
        'storageUnits.tip.netWeight kg=110',
        'storageUnits.tip.loadWeight kg=260',
        'storageUnits.tip.maxWeight kg=370',
      ]),
    );
  });

  it('exist for every type, with weights that add up', () => {
    for (const type of storageUnitTypes) {
      const spec = storageUnitSpecs[type];
      expect(storageUnitTipLines(type, t, String).length).toBeGreaterThan(0);
      if (spec.netWeightKg !== undefined && spec.loadWeightKg !== undefined) {
        expect(spec.maximumWeightKg).toBeGreaterThanOrEqual(spec.loadWeightKg);
      }
    }
  });
});

describe('overview filters in the address', () => {
  it('round-trip, and ignore what is not a filter', () => {
    const view = {
      filters: {
        kind: 'DELIVERY',
        status: 'SCHEDULED',
        from: '2026-01-01',
        to: '2026-03-31',
        company: 'a-company-id',
      },
      text: 'PO-1',
      page: 3,
      sort: 'job_number' as const,
      direction: 'DESC' as const,
    };
    const search = writeListView(new URLSearchParams(), view, jobListOptions);
    expect(search.toString()).toBe(
      'page=3&sort=job_number&dir=DESC&q=PO-1&kind=DELIVERY&status=SCHEDULED&from=2026-01-01&to=2026-03-31&company=a-company-id',
    );
    expect(readListView(search, jobListOptions)).toEqual(view);
    const odd = readListView(
      new URLSearchParams('kind=BOTH&status=LOST&from=yesterday&page=-2&sort=password'),
      jobListOptions,
    );
    expect(odd).toMatchObject({ page: 1, sort: 'created_at', direction: 'DESC' });
    expect(jobFilterOf(odd.filters, odd.text)).toEqual({
      kind: null,
      status: null,
      from: null,
      to: null,
      text: null,
      supplier_id: null,
    });
  });

  it('colour statuses as the spec says: created teal, active green, done grey', () => {
    expect(statusTone('ORDERED')).toBe('created');
    expect(statusTone('COLLECTED')).toBe('active');
    expect(statusTone('COMPLETED')).toBe('default');
  });
});

describe('download names', () => {
  it('prefer the exact UTF-8 name of Content-Disposition', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Liste _ kontor.pdf"; filename*=UTF-8''Liste%20%E2%80%93%20kontor.pdf`,
      ),
    ).toBe('Liste – kontor.pdf');
    expect(fileNameFromDisposition('attachment; filename="a.pdf"')).toBe('a.pdf');
    // A name without spaces or separators may come as a bare token.
    expect(fileNameFromDisposition('attachment; filename=settlements-monthly.csv')).toBe(
      'settlements-monthly.csv',
    );
    expect(
      fileNameFromDisposition(
        `attachment; filename="Rapport (ny)* 'Alesund'.xlsx"; filename*=UTF-8''Rapport%20%28ny%29%2A%20%27%C3%85lesund%27.xlsx`,
      ),
    ).toBe(`Rapport (ny)* 'Ålesund'.xlsx`);
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
