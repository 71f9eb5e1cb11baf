import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { Language } from '../../shared/countries.js';

interface AddressInvitationValues {
  supplierId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  hasReportAccess: boolean;
  invitedBy: string | null;
}

/**
 * Records (or renews) a supplier's invitation of an address that belongs to another supplier's
 * account, one per supplier and address, and returns its id.
 */
export async function recordAddressInvitation(
  transaction: Database,
  values: AddressInvitationValues,
): Promise<string> {
  const profile = {
    email: values.email,
    first_name: values.firstName,
    last_name: values.lastName,
    language: values.language,
    has_report_access: values.hasReportAccess,
    invited_by: values.invitedBy,
  };
  const row = await transaction
    .insertInto('address_invitations')
    .values({ ...profile, supplier_id: values.supplierId })
    .onConflict((conflict) =>
      conflict
        .expression(sql`supplier_id, lower(email)`)
        .doUpdateSet({ ...profile, status: 'invited', invited_at: sql<Date>`now()` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends a supplier's invitation of an address once the address is one of its own users. */
export async function removeAddressInvitation(
  transaction: Database,
  supplierId: string,
  email: string,
): Promise<void> {
  await transaction
    .deleteFrom('address_invitations')
    .where('supplier_id', '=', supplierId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}
