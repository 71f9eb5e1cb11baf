import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { AttentionKindItems } from './attention-model.js';

/**
 * Units the provider holds until the customer answers: one item for all of them (the holds
 * page lists them), with how many are overdue and the first respond-by. One read of the open
 * holds through unit_holds_supplier_state (supplier, state), so its cost follows the open holds,
 * not the answered ones that pile up over the years.
 */
export async function unitsOnHold(
  database: Database,
  supplierIds: string[],
  actingSupplierId: string,
): Promise<AttentionKindItems> {
  if (!supplierIds.length) return { kind: 'UNITS_ON_HOLD', items: [], total: 0 };
  const { rows } = await sql<{ open: number; overdue: number; first_respond_by: Date | null }>`
    select count(*)::int as open,
      (count(*) filter (where respond_by < now()))::int as overdue,
      min(respond_by) as first_respond_by
    from unit_holds
    where supplier_id = any(${supplierIds}::uuid[]) and state = 'open'`.execute(database);
  const row = rows[0];
  if (!row?.open) return { kind: 'UNITS_ON_HOLD', items: [], total: 0 };
  return {
    kind: 'UNITS_ON_HOLD',
    total: 1,
    items: [
      {
        kind: 'UNITS_ON_HOLD',
        status: row.overdue > 0 ? 'OVERDUE' : 'ON_HOLD',
        // The list of holds is the page that resolves it; the supplier acted for names the item.
        targetId: actingSupplierId,
        label: 'unit-holds',
        date: row.first_respond_by,
        count: row.open,
        overdueCount: row.overdue,
        jobKind: null,
        settlementPeriodType: null,
      },
    ],
  };
}
