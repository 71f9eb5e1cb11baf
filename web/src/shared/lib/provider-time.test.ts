import { describe, expect, it } from 'vitest';
import { instantOfProviderWallClock, providerWallClockOf } from './provider-time';

describe('provider wall-clock times', () => {
  it("reads a day and time on the provider's clock, in winter and in summer", () => {
    expect(instantOfProviderWallClock('2026-11-29', '09:30')?.toISOString()).toBe(
      '2026-11-29T08:30:00.000Z',
    );
    expect(instantOfProviderWallClock('2026-07-01', '09:30')?.toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
  });

  it('gets the days daylight saving starts and ends right', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(instantOfProviderWallClock('2026-03-29', '01:30')?.toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(instantOfProviderWallClock('2026-03-29', '04:00')?.toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    expect(instantOfProviderWallClock('2026-10-25', '12:00')?.toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });

  it('writes a moment as the day and time it was where the provider works', () => {
    expect(providerWallClockOf(new Date('2026-11-29T23:30:00Z'))).toEqual({
      day: '2026-11-30',
      time: '00:30',
    });
    const moment = new Date('2026-06-15T10:05:00Z');
    const { day, time } = providerWallClockOf(moment);
    expect(instantOfProviderWallClock(day, time)?.toISOString()).toBe(moment.toISOString());
  });

  it('refuses what is no day or time', () => {
    expect(instantOfProviderWallClock('2026-02-30', '10:00')).toBeNull();
    expect(instantOfProviderWallClock('2026-11-29', '24:00')).toBeNull();
    expect(instantOfProviderWallClock('29.11.2026', '10:00')).toBeNull();
    expect(instantOfProviderWallClock('2026-11-29', '')).toBeNull();
  });
});
