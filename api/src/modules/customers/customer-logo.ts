import { logoContentTypes } from '@itad-portal/validation';
import { imageDataUrl } from '../../shared/image-data-url.js';
import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { recordStaffAudit } from '../staff/service.js';
import type { StaffActor } from './customer-actions.js';

/** The logo as the portal keeps it, which the customer's top bar shows: PNG, JPEG or WebP. */
export function logoDataUrl(content: Buffer): Promise<string> {
  return imageDataUrl(content, logoContentTypes, 'A logo is a PNG, JPEG or WebP image.');
}

/** A customer's logo, or null. */
export async function findCustomerLogo(
  database: Database,
  supplierId: string,
): Promise<{ logo: string | null } | undefined> {
  return database
    .selectFrom('suppliers')
    .select('logo')
    .where('id', '=', supplierId)
    .executeTakeFirst();
}

/** Sets (or with null removes) a customer's logo, in both logs. */
export async function setCustomerLogo(
  database: Database,
  supplierId: string,
  logo: string | null,
  actor: StaffActor,
): Promise<string | null> {
  return database.transaction().execute(async (transaction) => {
    const customer = await transaction
      .selectFrom('suppliers')
      .select(['id', 'company', 'logo'])
      .where('id', '=', supplierId)
      .forUpdate()
      .executeTakeFirst();
    if (!customer) throw new DomainError('NOT_FOUND');
    if (customer.logo === logo) return logo;
    await transaction.updateTable('suppliers').set({ logo }).where('id', '=', supplierId).execute();
    const target = { type: 'supplier', id: supplierId, label: customer.company } as const;
    const details = { logo: logo ? 'replaced' : 'removed' };
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
    return logo;
  });
}
