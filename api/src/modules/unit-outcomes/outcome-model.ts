import type { UnitValueKind } from '../units/unit-value-model.js';

/**
 * What became of a unit, as a customer's asset register takes it back (ServiceNow, Snipe-IT, an
 * ERP), keyed by the register's own keys from the job's retirement list. The mapping from the
 * stored data has one home, `outcomeOf` in outcome-queries.ts, and is documented field by field in
 * docs/integrating/asset-register-outcomes.md.
 */
export const registerOutcomes = [
  'in_process',
  'on_hold',
  'stocked',
  'reused',
  'recycled',
  'destroyed',
  'returned',
] as const;
export type RegisterOutcome = (typeof registerOutcomes)[number];

/** The outcomes after which nothing more happens to the unit: the register can retire the asset. */
export const finalOutcomes: ReadonlySet<RegisterOutcome> = new Set([
  'reused',
  'recycled',
  'destroyed',
  'returned',
]);

/** A unit's outcome as the database gives it; the service adds the links. */
export interface StoredOutcome {
  unit_id: string;
  supplier_id: string;
  /** The register's keys: the serial number always, the rest from the job's retirement list. */
  serial_number: string;
  asset_tag: string | null;
  device_id: string | null;
  device_name: string | null;
  manufacturer: string | null;
  model: string | null;
  category: string;
  job_id: string | null;
  job_number: string | null;
  outcome: RegisterOutcome;
  sanitisation_result: string;
  sanitisation_method: string;
  erasure_standard: string | null;
  /** Who took a recycled or destroyed unit onward (final disposition). */
  recycler: string | null;
  /** What the unit was worth (decimal string, two decimals), once the provider has valued it. */
  value: string | null;
  /** resale or scrap, beside the value. */
  value_kind: UnitValueKind | null;
  /** The certificate of destruction that lists the unit, once one is issued. */
  certificate_number: string | null;
  /** The latest ready evidence pack of the unit's job. */
  evidence_pack_id: string | null;
  /** Calendar days (YYYY-MM-DD) where the provider works. */
  received_date: string;
  sanitised_date: string | null;
  completed_date: string | null;
  /** The unit's last change (UTC, ISO 8601): the list's order. */
  changed_at: string;
}

/** A unit's outcome as the list, the webhook and the files give it: the stored one with its links. */
export interface UnitOutcome extends StoredOutcome {
  certificate_verify_url: string | null;
  /** The unit's own certificate of sanitisation (a PDF made on request; a token may fetch it). */
  unit_certificate_url: string;
  evidence_pack_url: string | null;
  /** The value's currency (the country's: NOK, DKK or SEK); null while there is no value. */
  currency: string | null;
}

/** A page of the list: rows in change order and where to continue. */
export interface UnitOutcomePage {
  outcomes: UnitOutcome[];
  has_more: boolean;
  /** Ask again with this as `after` for what comes next (also on the last page). */
  next_cursor: string | null;
}

export const outcomePageSizes = { default: 100, maximum: 500 } as const;
