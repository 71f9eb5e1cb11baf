import { providerDayOf } from '../../../shared/lib/format-date';
/** Today's date where the provider works, as the API decides what "a past day" is. */
export function todayInOslo(now: Date = new Date()): string {
  return providerDayOf(now);
}
