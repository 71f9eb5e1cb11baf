import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../database/connections.js';
import type { DB } from '../database/schema.generated.js';
import { reportFileKey } from '../modules/reports/storage.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';
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

/**
 * A READY complete report of the supplier (Norway) with one CSV file row under the given
 * storage path; with `store`, the file's content is put in the storage there too.
 */
export async function createReadyCsvReport(
  database: Database,
  options: {
    supplierId: string;
    storagePathOf: (reportId: string) => string;
    store?: { storage: ObjectStorage; content: Buffer };
    report?: Partial<Insertable<DB['reports']>>;
  },
): Promise<{ id: string; downloadKey: string }> {
  const downloadKey = randomBytes(24).toString('hex');
  // A report's link works only while its orderer could still order it: one who can, by default.
  const orderedByUserId =
    options.report?.ordered_by_user_id ??
    (await createUser(database, { supplier_id: options.supplierId })).id;
  const report = await database
    .insertInto('reports')
    .values({
      supplier_id: options.supplierId,
      ordered_by_user_id: orderedByUserId,
      ordered_by_name: 'Test User',
      idempotency_key: randomBytes(12).toString('hex'),
      kind: 'COMPLETE',
      name: 'Complete report',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
      date_column: 'COMPLETED_DATE',
      recipients: [],
      language: 'en',
      download_key: downloadKey,
      status: 'READY',
      available_until: new Date(Date.now() + 86_400_000),
      ...options.report,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storagePath = options.storagePathOf(report.id);
  if (options.store) {
    await options.store.storage.put(reportFileKey('no', storagePath), options.store.content);
  }
  await database
    .insertInto('report_files')
    .values({
      report_id: report.id,
      format: 'CSV',
      file_name: 'Complete report.csv',
      storage_path: storagePath,
      size_bytes: options.store?.content.length ?? 1,
      sha256: '0'.repeat(64),
    })
    .execute();
  return { id: report.id, downloadKey };
}

/**
 * An issued certificate of destruction of the supplier with its PDF in the storage: a ready
 * report of that kind with a unique certificate number, kept for a day unless said.
 */
export async function createIssuedCertificate(
  database: Database,
  storage: ObjectStorage,
  options: { supplierId: string; availableUntil?: Date; storeFile?: boolean },
): Promise<{ id: string; certificateNumber: string; content: Buffer }> {
  const certificateNumber = `COD-NO-TEST-${randomBytes(6).toString('hex').toUpperCase()}`;
  const content = Buffer.from(
    `%PDF-1.4\n% ${certificateNumber} ${randomBytes(8).toString('hex')}\n`,
  );
  const { id } = await createReadyCsvReport(database, {
    supplierId: options.supplierId,
    storagePathOf: (reportId) => `${reportId}/attempt-1/report.pdf`,
    report: {
      kind: 'CERTIFICATE_OF_DESTRUCTION',
      name: 'Certificate of destruction',
      certificate_number: certificateNumber,
      completed_at: new Date(),
      available_until: options.availableUntil ?? new Date(Date.now() + 86_400_000),
    },
  });
  await database
    .updateTable('report_files')
    .set({ format: 'PDF', file_name: 'Certificate of destruction.pdf', size_bytes: content.length })
    .where('report_id', '=', id)
    .execute();
  if (options.storeFile !== false) {
    await storage.put(reportFileKey('no', `${id}/attempt-1/report.pdf`), content);
  }
  return { id, certificateNumber, content };
}
