import { randomUUID } from 'node:crypto';
import type { Database } from '../database/connections.js';

/** A provider staff member serving the supplier in the given role. */
export async function createProviderContact(
  database: Database,
  options: { supplierId: string; role: string; name?: string; email?: string; phone?: string },
): Promise<{ id: string; name: string; email: string }> {
  const name = options.name ?? `Staff ${randomUUID().slice(0, 6)}`;
  const email = options.email ?? `staff-${randomUUID().slice(0, 12)}@provider.example`;
  const { id } = await database
    .insertInto('provider_contacts')
    .values({ name, email, phone: options.phone ?? null, job_title: 'Account Manager' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database
    .insertInto('supplier_provider_contacts')
    .values({ supplier_id: options.supplierId, provider_contact_id: id, role: options.role })
    .execute();
  return { id, name, email };
}
