import { finalOutcomes, type RegisterOutcome, type UnitOutcome } from './outcome-model.js';

/**
 * The outcome files in the column layouts asset tools import, each column documented in
 * docs/integrating/asset-register-outcomes.md. Headers are the tools' own names, never
 * translated: an importer matches them.
 */
interface RegisterColumn {
  header: string;
  value(outcome: UnitOutcome): string | null;
}

export interface RegisterLayout {
  /** The file's name without extension. */
  name: string;
  columns: RegisterColumn[];
  /** Rows the tool cannot match to an asset are left out (Snipe-IT matches by asset tag only). */
  includes(outcome: UnitOutcome): boolean;
}

/** The outcome in words, for a register's notes and Snipe-IT's "Disposal Method". */
const outcomeWords: Record<RegisterOutcome, string> = {
  in_process: 'In process',
  on_hold: 'On hold',
  stocked: 'Stocked for resale',
  reused: 'Reused',
  recycled: 'Recycled',
  destroyed: 'Destroyed',
  returned: 'Returned',
};

const sanitisationWords: Record<string, string> = {
  software_erasure: 'Software erasure',
  physical_destruction: 'Physical destruction',
  not_required: 'Not required',
};

/** "Software erasure, NIST 800-88 Purge: passed". */
function sanitisationOf(outcome: UnitOutcome): string {
  const method = sanitisationWords[outcome.sanitisation_method] ?? outcome.sanitisation_method;
  const standard = outcome.erasure_standard ? `, ${outcome.erasure_standard}` : '';
  return `${method}${standard}: ${outcome.sanitisation_result}`;
}

/** The day the asset left the register for good: its completion, once the outcome is final. */
const disposalDateOf = (outcome: UnitOutcome) =>
  finalOutcomes.has(outcome.outcome) ? outcome.completed_date : null;

/** A line a person reads in the register's notes. */
function noteOf(outcome: UnitOutcome): string {
  const parts = [`${outcomeWords[outcome.outcome]} by the ITAD provider`];
  if (outcome.job_number) parts.push(`job ${outcome.job_number}`);
  parts.push(`sanitisation ${sanitisationOf(outcome)}`);
  if (outcome.certificate_number) parts.push(`certificate ${outcome.certificate_number}`);
  if (outcome.value !== null) {
    parts.push(`${outcome.value_kind} value ${outcome.value} ${outcome.currency ?? ''}`.trim());
  }
  return `${parts.join('; ')}.`;
}

/**
 * Snipe-IT's asset importer (Import > Assets, "Update Existing Values"): it finds the asset by its
 * Asset Tag. Status is a status label's name: Snipe-IT's own "Archived" (an archived label) for a
 * final outcome, "Pending" while the provider still has the unit. The columns after Notes are
 * custom fields the customer creates once (the page names them).
 */
export const snipeItLayout: RegisterLayout = {
  name: 'unit-outcomes-snipe-it',
  includes: (outcome) => outcome.asset_tag !== null,
  columns: [
    { header: 'Asset Tag', value: (outcome) => outcome.asset_tag },
    { header: 'Serial Number', value: (outcome) => outcome.serial_number },
    {
      header: 'Status',
      value: (outcome) => (finalOutcomes.has(outcome.outcome) ? 'Archived' : 'Pending'),
    },
    { header: 'Notes', value: noteOf },
    { header: 'Disposal Date', value: disposalDateOf },
    { header: 'Disposal Method', value: (outcome) => outcomeWords[outcome.outcome] },
    { header: 'Sanitisation', value: sanitisationOf },
    { header: 'Certificate Number', value: (outcome) => outcome.certificate_number },
    { header: 'Certificate URL', value: (outcome) => outcome.certificate_verify_url },
    { header: 'Evidence Pack URL', value: (outcome) => outcome.evidence_pack_url },
    { header: 'Recycler', value: (outcome) => outcome.recycler },
    { header: 'Disposal Value', value: (outcome) => outcome.value },
    { header: 'Disposal Value Currency', value: (outcome) => outcome.currency },
  ],
};

/**
 * ServiceNow's hardware asset table (alm_hardware) by an import set: State (install_status) 7
 * Retired with the substate HAM uses for disposals (sold, disposed), or 6 In stock / pending
 * disposal while the provider still has the unit. Returned units would go back to 6 / available.
 */
const serviceNowStates: Record<RegisterOutcome, { state: string; substate: string }> = {
  in_process: { state: '6', substate: 'pending_disposal' },
  on_hold: { state: '6', substate: 'pending_disposal' },
  stocked: { state: '6', substate: 'pending_disposal' },
  reused: { state: '7', substate: 'sold' },
  recycled: { state: '7', substate: 'disposed' },
  destroyed: { state: '7', substate: 'disposed' },
  returned: { state: '6', substate: 'available' },
};

const disposalReasons: Record<RegisterOutcome, string | null> = {
  in_process: null,
  on_hold: null,
  stocked: null,
  reused: 'Reused: refurbished and resold by the ITAD provider',
  recycled: 'Recycled: materials recovered',
  destroyed: 'Destroyed: physically destroyed, materials recovered',
  returned: 'Returned to the customer',
};

export const serviceNowLayout: RegisterLayout = {
  name: 'unit-outcomes-servicenow',
  includes: () => true,
  columns: [
    { header: 'asset_tag', value: (outcome) => outcome.asset_tag },
    { header: 'serial_number', value: (outcome) => outcome.serial_number },
    { header: 'install_status', value: (outcome) => serviceNowStates[outcome.outcome].state },
    { header: 'substatus', value: (outcome) => serviceNowStates[outcome.outcome].substate },
    { header: 'disposal_reason', value: (outcome) => disposalReasons[outcome.outcome] },
    { header: 'retired', value: disposalDateOf },
    { header: 'u_itad_outcome', value: (outcome) => outcome.outcome },
    { header: 'u_sanitisation_method', value: (outcome) => outcome.sanitisation_method },
    { header: 'u_sanitisation_standard', value: (outcome) => outcome.erasure_standard },
    { header: 'u_sanitisation_result', value: (outcome) => outcome.sanitisation_result },
    { header: 'u_certificate_number', value: (outcome) => outcome.certificate_number },
    { header: 'u_certificate_url', value: (outcome) => outcome.certificate_verify_url },
    { header: 'u_evidence_pack_url', value: (outcome) => outcome.evidence_pack_url },
    { header: 'u_recycler', value: (outcome) => outcome.recycler },
    { header: 'u_itad_job_number', value: (outcome) => outcome.job_number },
    { header: 'u_itad_value', value: (outcome) => outcome.value },
    { header: 'u_itad_value_kind', value: (outcome) => outcome.value_kind },
    { header: 'u_itad_value_currency', value: (outcome) => outcome.currency },
    { header: 'u_received_date', value: (outcome) => outcome.received_date },
    { header: 'u_completed_date', value: (outcome) => outcome.completed_date },
  ],
};
