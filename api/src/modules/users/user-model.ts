import type { Selectable } from 'kysely';
import type { Users } from '../../database/schema.generated.js';

/** A user row as the API may expose it (never the password hash; SCIM's columns are SCIM's). */
export type UserRow = Omit<
  Selectable<Users>,
  | 'password_hash'
  | 'microsoft_registration_requested_at'
  | 'scim_external_id'
  | 'scim_deleted_at'
  | 'identity_pending'
>;

export type UserModel = UserRow & {
  /** The supplier the user acts for in this session. */
  acting_supplier_id: string;
  /** Set only on the results of sign-in calls. */
  token: string | null;
};
