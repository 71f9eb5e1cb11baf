import { describe, expect, it } from 'vitest';
import { generateDemoUnits } from './demo-units.js';
import { unitRowSchema } from './import/unit-row.js';

const categories = new Set([
  'laptop',
  'desktop',
  'monitor',
  'mobile_phone',
  'tablet',
  'server',
  'network',
  'printer',
  'storage_media',
  'other',
]);

describe('generateDemoUnits', () => {
  const units = [
    ...generateDemoUnits({
      count: 5_000,
      today: '2026-11-21',
      years: 3,
      seed: 7,
      serialPrefix: 'D',
    }),
  ];

  it('makes valid import rows with unique serial numbers, the same for the same seed', () => {
    const schema = unitRowSchema(categories);
    expect(units.every((unit) => schema.safeParse(unit).success)).toBe(true);
    expect(new Set(units.map((unit) => unit.serial_number)).size).toBe(units.length);
    const again = [
      ...generateDemoUnits({ count: 5, today: '2026-11-21', years: 3, seed: 7, serialPrefix: 'D' }),
    ];
    expect(again).toEqual(units.slice(0, 5));
  });

  it('has realistic shares: mostly laptops, most completed units reused, recent ones in process', () => {
    const share = (predicate: (unit: (typeof units)[number]) => boolean, among = units) =>
      among.filter(predicate).length / among.length;
    expect(share((unit) => unit.category === 'laptop')).toBeGreaterThan(0.3);
    const completed = units.filter((unit) => unit.completed_date);
    expect(share((unit) => unit.outcome === 'reused', completed)).toBeGreaterThan(0.5);
    expect(share((unit) => unit.outcome === 'recycled', completed)).toBeGreaterThan(0.25);
    expect(units.some((unit) => unit.outcome === 'in_process')).toBe(true);
    expect(units.every((unit) => (unit.created_at ?? '') <= '2026-11-21')).toBe(true);
  });
});
