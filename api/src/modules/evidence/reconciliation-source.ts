import { sql, type RawBuilder } from 'kysely';
import { businessTimeZone } from '../../shared/local-dates.js';

export { hasExpectedAssetList } from '../reconciliation/service.js';

// The one place a pack reads a job's reconciliation: the SQL function job_reconciliation holds
// the matching rule. The pack's CSV is for auditors' tools (codes, days and UTC times, the same in
// every language); the job page's export (reconciliation module) is translated for people.
// received_at is the unit's received date, a day in Oslo as in sanitisation-units.csv.

export const reconciliationCsvColumns = [
  'serial_number',
  'status',
  'asset_tag',
  'expected_model',
  'line_number',
  'received_manufacturer',
  'received_model',
  'received_at',
  'resolution',
  'resolution_note',
  'resolved_at',
] as const;
type ReconciliationCsvRow = Record<
  (typeof reconciliationCsvColumns)[number],
  string | number | null
>;

/** The job's expected and received assets, matched, missing or unexpected, by serial number. */
export function reconciliationRowsQuery(jobId: string): RawBuilder<ReconciliationCsvRow> {
  return sql<ReconciliationCsvRow>`
    select serial_number, status, asset_tag, expected_model, line_number, received_manufacturer,
      received_model,
      to_char(received_at at time zone ${businessTimeZone}, 'YYYY-MM-DD') as received_at,
      resolution, resolution_note,
      to_char(resolved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as resolved_at
    from job_reconciliation(${jobId}::uuid)
    order by status, serial_number collate "C"`;
}
