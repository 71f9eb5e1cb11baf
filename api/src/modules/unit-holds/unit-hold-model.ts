import { holdResponseBusinessDays } from '@itad-portal/validation';
import { addDays, isBusinessDay } from '@itad-portal/validation';
import { businessDayOf } from '../../shared/local-dates.js';

/** Why the provider cannot process a unit as planned (the contract's UnitHoldReason). */
export const unitHoldReasons = [
  'activation_lock',
  'mdm_enrolment',
  'autopilot',
  'firmware_password',
  'missing_parts',
  'other',
] as const;
export type UnitHoldReason = (typeof unitHoldReasons)[number];

export const unitHoldStates = ['open', 'released', 'destroy_requested'] as const;
export type UnitHoldState = (typeof unitHoldStates)[number];

export const unitHoldDecisions = ['release', 'destroy'] as const;
export type UnitHoldDecision = (typeof unitHoldDecisions)[number];

/** What each answer makes of a hold. */
export const stateOfDecision: Record<UnitHoldDecision, UnitHoldState> = {
  release: 'released',
  destroy: 'destroy_requested',
};

/**
 * The end of a hold's response time: `holdResponseBusinessDays` business days (the provider's
 * calendar, the pickups' rule: no weekends, no Norwegian public holidays) after it was placed,
 * counted from its local day in days of 24 hours (a clock change in between moves it an hour).
 */
export function respondByOf(placedAt: Date): Date {
  const placedDay = businessDayOf(placedAt);
  let day = placedDay;
  for (let counted = 0; counted < holdResponseBusinessDays;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  const calendarDays = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${placedDay}T00:00:00Z`)) / 86_400_000,
  );
  return new Date(placedAt.getTime() + calendarDays * 86_400_000);
}

function isUnitHoldReason(value: string): value is UnitHoldReason {
  return (unitHoldReasons as readonly string[]).includes(value);
}

/** A stored reason as the API's enum; anything else reads as other. */
export const unitHoldReasonOf = (value: string): UnitHoldReason =>
  isUnitHoldReason(value) ? value : 'other';

export function isUnitHoldState(value: string): value is UnitHoldState {
  return (unitHoldStates as readonly string[]).includes(value);
}
