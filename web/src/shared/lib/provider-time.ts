import { providerTimeZone } from './format-date';

/*
 * Wall-clock times where the provider works: staff enter "this morning at 09:30" in the
 * provider's zone whatever their own computer's zone is, and the API takes an instant.
 */

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: providerTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and time (HH:mm) a moment is where the provider works. */
export function providerWallClockOf(moment: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    wallClockFormat.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Milliseconds the provider's clock is ahead of UTC at an instant (one or two hours). */
function offsetAt(instant: number): number {
  const { day, time } = providerWallClockOf(new Date(instant));
  return Date.parse(`${day}T${time}:00Z`) - (instant - (instant % 60_000));
}

/**
 * The instant a day and time on the provider's clock is, daylight saving included (a time the
 * spring change skips is read as the hour after). Null for a day or time that is not one.
 */
export function instantOfProviderWallClock(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const asIfUtc = Date.parse(`${day}T${time}:00Z`);
  if (Number.isNaN(asIfUtc) || new Date(asIfUtc).toISOString().slice(0, 10) !== day) return null;
  const first = asIfUtc - offsetAt(asIfUtc);
  return new Date(asIfUtc - offsetAt(first));
}
