import { shipmentItemNames } from '@itad-portal/validation';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { recordStaffAudit } from '../staff/service.js';
import type { StaffActor } from './customer-actions.js';

/** What a customer usually ships, in the console's order. */
export async function listShipmentItems(database: Database, supplierId: string): Promise<string[]> {
  const rows = await database
    .selectFrom('shipment_items')
    .select('name')
    .where('supplier_id', '=', supplierId)
    .orderBy('position')
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Replaces what a customer usually ships with the names given (kept in the console's order),
 * logged twice when it changes anything.
 */
export async function setShipmentItems(
  database: Database,
  supplierId: string,
  names: readonly string[],
  actor: StaffActor,
): Promise<string[]> {
  const wanted = shipmentItemNames.filter((name) => names.includes(name));
  return database.transaction().execute(async (transaction) => {
    const customer = await transaction
      .selectFrom('suppliers')
      .select(['id', 'company'])
      .where('id', '=', supplierId)
      .forUpdate()
      .executeTakeFirst();
    if (!customer) throw new DomainError('NOT_FOUND');
    const before = await listShipmentItems(transaction, supplierId);
    if (before.join('\n') === wanted.join('\n')) return before;
    await transaction.deleteFrom('shipment_items').where('supplier_id', '=', supplierId).execute();
    if (wanted.length > 0) {
      await transaction
        .insertInto('shipment_items')
        .values(wanted.map((name, position) => ({ supplier_id: supplierId, name, position })))
        .execute();
    }
    const target = { type: 'supplier', id: supplierId, label: customer.company } as const;
    // The items in one text: the logs' details hold plain values.
    const details = { shipment_items: wanted.join(', ') };
    await recordAuditEvent(transaction, {
      supplierId,
      actor: { type: 'staff', staffId: actor.staff.staffId },
      action: 'supplier.settings_changed',
      target,
      details,
    });
    await recordStaffAudit(transaction, {
      staff: { id: actor.staff.staffId, name: actor.staff.name },
      action: 'customer.settings_changed',
      target,
      supplierId,
      details,
      ipAddress: actor.ipAddress,
    });
    return wanted;
  });
}
