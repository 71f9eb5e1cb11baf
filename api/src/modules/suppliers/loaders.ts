import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import { runPreparedQuery, type Database } from '../../database/connections.js';
import type { ShipmentItems, SupplierContacts } from '../../database/schema.generated.js';
import type { SupplierCaches } from './supplier-cache.js';
import {
  supplierColumns,
  type ProviderContactWithRole,
  type SupplierModel,
} from './supplier-model.js';

const supplierColumnList = supplierColumns.join(', ');

/** Per-request batching, so a list of suppliers costs one query per field, not per supplier. */
export interface SupplierLoaders {
  supplierById: DataLoader<string, SupplierModel | null>;
  subSuppliersByParentId: DataLoader<string, SupplierModel[]>;
  shipmentItemsBySupplierId: DataLoader<string, Selectable<ShipmentItems>[]>;
  primaryContactBySupplierId: DataLoader<string, Selectable<SupplierContacts> | null>;
  providerContactsBySupplierId: DataLoader<string, ProviderContactWithRole[]>;
}

function groupBy<Row, Key>(rows: Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export function createSupplierLoaders(
  database: Database,
  caches?: SupplierCaches,
): SupplierLoaders {
  const loadSuppliers = async (ids: string[]) => {
    const rows = await runPreparedQuery<SupplierModel>(database, {
      name: 'suppliers_by_id',
      text: `select ${supplierColumnList} from suppliers where id = any($1::uuid[])`,
      values: [ids],
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  };
  const loadSubSuppliers = async (parentIds: string[]) => {
    const rows = await runPreparedQuery<SupplierModel>(database, {
      name: 'sub_suppliers_by_parent',
      text: `select ${supplierColumnList} from suppliers
             where parent_supplier_id = any($1::uuid[]) order by company`,
      values: [parentIds],
    });
    const groups = groupBy(rows, (row) => row.parent_supplier_id);
    return parentIds.map((id) => groups.get(id) ?? []);
  };
  return {
    // These two run on almost every request (the user menu, the startup query): prepared
    // statements, planned once per connection, and kept between requests when caches are given.
    supplierById: new DataLoader((ids) =>
      caches ? caches.byId.getMany(ids, loadSuppliers) : loadSuppliers([...ids]),
    ),
    subSuppliersByParentId: new DataLoader((parentIds) =>
      caches
        ? caches.subSuppliersByParentId.getMany(parentIds, loadSubSuppliers)
        : loadSubSuppliers([...parentIds]),
    ),
    shipmentItemsBySupplierId: new DataLoader(async (supplierIds) => {
      const rows = await database
        .selectFrom('shipment_items')
        .selectAll()
        .where('supplier_id', 'in', [...supplierIds])
        .orderBy('position')
        .orderBy('name')
        .execute();
      const groups = groupBy(rows, (row) => row.supplier_id);
      return supplierIds.map((id) => groups.get(id) ?? []);
    }),
    primaryContactBySupplierId: new DataLoader(async (supplierIds) => {
      const rows = await database
        .selectFrom('supplier_contacts')
        .selectAll()
        .where('supplier_id', 'in', [...supplierIds])
        .where('is_primary', '=', true)
        .execute();
      const bySupplier = new Map(rows.map((row) => [row.supplier_id, row]));
      return supplierIds.map((id) => bySupplier.get(id) ?? null);
    }),
    providerContactsBySupplierId: new DataLoader(async (supplierIds) => {
      const rows = await database
        .selectFrom('supplier_provider_contacts as link')
        .innerJoin('provider_contacts as contact', 'contact.id', 'link.provider_contact_id')
        .selectAll('contact')
        .select(['link.role', 'link.supplier_id'])
        .where('link.supplier_id', 'in', [...supplierIds])
        .orderBy('link.role')
        .orderBy('contact.name')
        .execute();
      const groups = groupBy(rows, (row) => row.supplier_id);
      return supplierIds.map((id) =>
        (groups.get(id) ?? []).map(({ supplier_id: _supplierId, ...contact }) => contact),
      );
    }),
  };
}
