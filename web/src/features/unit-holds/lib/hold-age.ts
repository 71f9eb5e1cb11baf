import { addDays, isBusinessDay } from '@itad-portal/validation';

/** The agreed response time of a hold, in business days (respond_by is placed_at plus these). */
export const responseBusinessDays = 5;

/** A moment's day where the provider works (Europe/Oslo), as YYYY-MM-DD. */
export function providerDayOf(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/**
 * How many of the response time's business days have begun since the hold was placed, on the
 * provider's calendar (no weekends, no Norwegian public holidays): 1 on the first business day
 * after the day it was placed, never more than the response time.
 */
export function businessDaysElapsed(placedAt: string, today: string): number {
  let day = providerDayOf(new Date(placedAt));
  let elapsed = 0;
  while (day < today && elapsed < responseBusinessDays) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) elapsed += 1;
  }
  return elapsed;
}
