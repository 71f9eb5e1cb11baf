import type { Selectable } from 'kysely';
import type {
  ProviderContacts,
  ShipmentItems,
  SupplierContacts,
  Suppliers,
} from '../../database/schema.generated.js';

/** A provider contact as a supplier's page lists it, with the role they have for that supplier. */
export type ProviderContactWithRole = Selectable<ProviderContacts> & { role: string };

/**
 * The supplier columns the API reads, named (not `*`) so a prepared statement keeps its result
 * type when a migration adds a column while servers run.
 */
export const supplierColumns = [
  'id',
  'parent_supplier_id',
  'company',
  'org_number',
  'phone',
  'email',
  'address',
  'city',
  'zip',
  'is_master_account',
  'logo',
  'can_upload',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Selectable<Suppliers>)[];

export type SupplierModel = Pick<Selectable<Suppliers>, (typeof supplierColumns)[number]>;
export type ShipmentItemModel = Selectable<ShipmentItems>;
export type SupplierContactModel = Selectable<SupplierContacts>;
export type CustomerContactModel = ProviderContactWithRole;
