import { providerDayOf } from '../../../shared/lib/format-date';
import { addDays, holdResponseBusinessDays, isBusinessDay } from '@itad-portal/validation';

/**
 * How many of the response time's business days have begun since the hold was placed, on the
 * provider's calendar (no weekends, no Norwegian public holidays): 1 on the first business day
 * after the day it was placed, never more than the response time.
 */
export function businessDaysElapsed(placedAt: string, today: string): number {
  let day = providerDayOf(new Date(placedAt));
  let elapsed = 0;
  while (day < today && elapsed < holdResponseBusinessDays) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) elapsed += 1;
  }
  return elapsed;
}
