import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { listSuppliersViewerMayActFor } from '../suppliers/service.js';
import { groupScopeSupplierIds } from '../suppliers/policy.js';
import { processedUnitColumns, type ProcessedUnitModel } from './unit-model.js';

const cursorOf = (unit: { completed_date: Date | null; id: string }) =>
  Buffer.from(`${unit.completed_date?.toISOString() ?? ''}|${unit.id}`).toString('base64url');

const cursorInput = z
  .string()
  .max(200)
  .transform((cursor, context) => {
    const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
    const date = new Date(time ?? '');
    if (!id || !isUuid(id) || Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: 'The cursor is not valid.' });
      return z.NEVER;
    }
    return { date, id };
  });

export const completedUnitsInput = z.object({
  since: z
    .string()
    .trim()
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'since must be an ISO 8601 date or time.')
    .transform((text) => new Date(text)),
  supplier_id: z.string().trim().max(100).nullish(),
  after: cursorInput.nullish(),
  first: z.number().int().min(1).max(500).nullish(),
});

/** One keyset page of the units completed since a moment, in the viewer's scope. */
export async function listCompletedUnits(
  database: Database,
  viewer: Viewer,
  input: z.infer<typeof completedUnitsInput>,
): Promise<{ units: ProcessedUnitModel[]; next_cursor: string | null }> {
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  const supplierIds = groupScopeSupplierIds(viewer, actable, input.supplier_id);
  if (!supplierIds) throw notFound();
  const pageSize = input.first ?? 100;
  const after = input.after;
  const rows = await database
    .selectFrom('processed_units as unit')
    .innerJoin('suppliers as supplier', 'supplier.id', 'unit.supplier_id')
    .select([
      'unit.id',
      ...processedUnitColumns.map((column) => `unit.${column}` as const),
      'supplier.company as supplier_company',
    ])
    .where('unit.supplier_id', 'in', supplierIds)
    .where('unit.completed_date', '>=', input.since)
    .$if(after !== null && after !== undefined, (query) =>
      query.where(
        sql<boolean>`(unit.completed_date, unit.id) > (${after?.date}, ${after?.id}::uuid)`,
      ),
    )
    .orderBy('unit.completed_date')
    .orderBy('unit.id')
    .limit(pageSize + 1)
    .execute();
  const units = rows.slice(0, pageSize);
  const last = units.at(-1);
  return { units, next_cursor: rows.length > pageSize && last ? cursorOf(last) : null };
}
