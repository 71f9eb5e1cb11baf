import { describe, expect, it } from 'vitest';
import { serialSearchPath, unitOriginOf, unitPathFrom } from './unit-origin';

describe('unit origin', () => {
  it('carries a job origin through the address', () => {
    const path = unitPathFrom('unit-1', { kind: 'job' });
    expect(path).toBe('/units/unit-1?from=job');
    expect(unitOriginOf(new URL(path, 'https://portal.test').searchParams)).toEqual({
      kind: 'job',
    });
  });

  it("carries the serial search's filters and leads back to them", () => {
    const path = unitPathFrom('unit-1', { kind: 'search', search: 'serial-category=laptop' });
    const origin = unitOriginOf(new URL(path, 'https://portal.test').searchParams);
    expect(origin).toEqual({ kind: 'search', search: 'serial-category=laptop' });
    expect(serialSearchPath('serial-category=laptop')).toBe(
      '/unit-summary?serial-category=laptop#serial-search',
    );
  });

  it('never leads anywhere but the dashboard', () => {
    const origin = unitOriginOf(new URLSearchParams({ from: 'search', search: '//evil.test/x' }));
    expect(origin?.kind === 'search' && serialSearchPath(origin.search)).toMatch(
      /^\/unit-summary\?/,
    );
    expect(unitOriginOf(new URLSearchParams({ from: 'elsewhere' }))).toBeNull();
  });
});
