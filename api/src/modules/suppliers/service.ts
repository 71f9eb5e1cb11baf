import type { Database } from '../../database/connections.js';
import type { Viewer } from '../../graphql/context.js';
import { mayActForSupplier } from './policy.js';
import type { SupplierModel } from './supplier-model.js';

/** The suppliers the viewer may act for, the acting one first, then by company name. */
export async function listSuppliersViewerMayActFor(
  database: Database,
  viewer: Viewer,
): Promise<SupplierModel[]> {
  const rows = await database
    .selectFrom('suppliers')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('id', '=', viewer.homeSupplierId),
        eb('parent_supplier_id', '=', viewer.homeSupplierId),
      ]),
    )
    .orderBy('company')
    .execute();
  const homeSupplier = rows.find((row) => row.id === viewer.homeSupplierId);
  if (!homeSupplier) return [];
  const allowed = rows.filter((row) => mayActForSupplier(viewer, homeSupplier, row));
  return [
    ...allowed.filter((row) => row.id === viewer.supplierId),
    ...allowed.filter((row) => row.id !== viewer.supplierId),
  ];
}
