import { randomUUID } from 'node:crypto';
import type { Database } from '../database/connections.js';
import { importUnits } from '../modules/units/import/import-units.js';
import type { RawUnitRow } from '../modules/units/import/unit-row.js';

/** A valid import row; override what the test is about. */
export function unitRow(overrides: RawUnitRow = {}): RawUnitRow {
  return {
    serial_number: `SN-${randomUUID().slice(0, 12).toUpperCase()}`,
    manufacturer: 'Lenovo',
    model: 'ThinkPad T14',
    category: 'laptop',
    weight_kg: '1.45',
    grade: 'A',
    sanitisation_method: 'software_erasure',
    erasure_standard: 'NIST 800-88 Purge',
    sanitisation_result: 'passed',
    outcome: 'reused',
    created_at: '2026-01-05',
    graded_date: '2026-01-08',
    completed_date: '2026-01-20',
    job_number: 'JOB-1001',
    ...overrides,
  };
}

/** Puts units in place through the real import, failing loudly if it refuses them. */
export async function importTestUnits(
  database: Database,
  supplierId: string,
  rows: RawUnitRow[],
): Promise<void> {
  const result = await importUnits(database, { supplierId, rows });
  if (!result.imported) throw new Error(`Import refused: ${JSON.stringify(result.problems)}`);
}
