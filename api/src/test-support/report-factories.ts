import { randomUUID } from 'node:crypto';
import type { Database } from '../database/connections.js';
import { createSupplierGroup, createUser, type UserOverrides } from './factories.js';
import { importTestUnits, unitRow } from './unit-factories.js';
import type { RawUnitRow } from '../modules/units/import/unit-row.js';

/**
 * A master account with two departments, a user of the master account with report access, and
 * units: `unitsPerSupplier` completed in January 2026 for the master and each department, plus
 * one unit completed in March (outside a January report) per supplier.
 */
export async function createReportFixture(
  database: Database,
  options: { unitsPerSupplier?: number; user?: UserOverrides; unit?: RawUnitRow } = {},
) {
  const { master, subSuppliers } = await createSupplierGroup(database, 2);
  const user = await createUser(database, { supplier_id: master.id, ...options.user });
  const count = options.unitsPerSupplier ?? 5;
  for (const supplier of [master, ...subSuppliers]) {
    const rows: RawUnitRow[] = [];
    for (let index = 0; index < count; index += 1) {
      rows.push(
        unitRow({
          completed_date: `2026-01-${String(10 + index).padStart(2, '0')}`,
          category: index % 3 === 0 ? 'desktop' : 'laptop',
          outcome: index % 2 === 0 ? 'reused' : 'recycled',
          sanitisation_method: index % 4 === 3 ? 'physical_destruction' : 'software_erasure',
          erasure_standard: index % 4 === 3 ? '' : 'NIST 800-88 Purge',
          ...options.unit,
        }),
      );
    }
    rows.push(unitRow({ completed_date: '2026-03-15', serial_number: `MARCH-${randomUUID()}` }));
    await importTestUnits(database, supplier.id, rows);
  }
  return { master, departments: subSuppliers, user };
}

export const orderReportMutation = /* GraphQL */ `
  mutation order_report($input: OrderReportInput!) {
    order_report(input: $input) {
      id
      name
      kind
      status
      certificate_number
      department
      recipients
      regular
      interval
    }
  }
`;

export const getReportQuery = /* GraphQL */ `
  query get_report($id: ID!) {
    get_report(id: $id) {
      id
      status
      units_done
      units_total
      available_until
      expired
      certificate_number
      error
      files {
        format
        file_name
        size_bytes
        sha256
        download_url
      }
    }
  }
`;

export function reportOrder(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    kind: 'COMPLETE',
    from: '2026-01-01',
    to: '2026-01-31',
    date_column: 'COMPLETED_DATE',
    recipients: [`recipient-${randomUUID().slice(0, 8)}@test.example`],
    ...overrides,
  };
}
