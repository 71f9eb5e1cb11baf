import type { Selectable } from 'kysely';
import type {
  ShipmentItems,
  SupplierContacts,
  Suppliers,
} from '../../database/schema.generated.js';
import type { ProviderContactWithRole } from './loaders.js';

export type SupplierModel = Selectable<Suppliers>;
export type ShipmentItemModel = Selectable<ShipmentItems>;
export type SupplierContactModel = Selectable<SupplierContacts>;
export type CustomerContactModel = ProviderContactWithRole;
