import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../database/connections.js';
import type { Agreements } from '../database/schema.generated.js';

/**
 * An agreement of a supplier, written straight to the table: for lists that need many (the
 * console's form and its rules are tested through POST /api/console/{country}/agreements).
 */
export function createAgreement(
  database: Database,
  supplierId: string,
  overrides: Partial<Omit<Insertable<Agreements>, 'supplier_id'>> = {},
): Promise<Selectable<Agreements>> {
  return database
    .insertInto('agreements')
    .values({
      supplier_id: supplierId,
      agreement_number: `A-${randomUUID().slice(0, 8)}`,
      title: 'Service agreement',
      valid_from: '2026-01-01',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
