import type { RegisterOutcome } from '../unit-outcomes/outcome-model.js';

/** What became of one asset of a job: expected and received, expected only, or received only. */
export const reconciliationStatuses = ['matched', 'missing', 'unexpected'] as const;
type ReconciliationStatus = (typeof reconciliationStatuses)[number];

export const assetResolutions = ['found_later', 'confirmed_missing'] as const;
type AssetResolution = (typeof assetResolutions)[number];

/** One row of job_reconciliation(job_id), the one home of the matching rule. */
export interface ReconciliationRowModel {
  serial_number: string;
  status: ReconciliationStatus;
  asset_tag: string | null;
  expected_model: string | null;
  line_number: number | null;
  received_manufacturer: string | null;
  received_model: string | null;
  received_at: Date | null;
  resolution: AssetResolution | null;
  resolution_note: string | null;
  resolved_at: Date | null;
  /** The keys the customer's own register knows the device by, and whether it holds data. */
  device_id: string | null;
  device_name: string | null;
  holds_data: boolean | null;
  /** What became of the received unit, in the register's terms; null for an asset not received. */
  outcome: RegisterOutcome | null;
}

export interface ReconciliationCounts {
  expected: number;
  received: number;
  matched: number;
  missing: number;
  /** Missing assets the provider has not resolved yet: the job stays flagged while any are. */
  unresolved_missing: number;
  unexpected: number;
}

export const reconciliationSortFields = [
  'serial_number',
  'status',
  'asset_tag',
  'expected_model',
  'received_model',
  'line_number',
  'received_at',
] as const;
export type ReconciliationSortField = (typeof reconciliationSortFields)[number];

export interface ReconciliationQuery {
  status?: ReconciliationStatus | null;
  /** Part of the serial number, asset tag, device ID or name, or either model. */
  text?: string | null;
  sort: { field: ReconciliationSortField; direction: 'asc' | 'desc' };
}
