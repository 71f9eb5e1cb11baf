import type { SupplierLoaders } from '../suppliers/service.js';
import type { Viewer } from '../auth/viewer-model.js';

/** A master account's user may switch when the group has a supplier besides their own. */
export async function canSwitchSupplier(
  context: { loaders: SupplierLoaders },
  viewer: Viewer,
): Promise<boolean> {
  const home = await context.loaders.supplierById.load(viewer.homeSupplierId);
  if (!home?.is_master_account) return false;
  const subSuppliers = await context.loaders.subSuppliersByParentId.load(home.id);
  return subSuppliers.length > 0;
}
