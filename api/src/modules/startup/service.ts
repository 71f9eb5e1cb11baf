import type { GraphQLContext, Viewer } from '../../graphql/context.js';

/** A master account's user may switch when the group has a supplier besides their own. */
export async function canSwitchSupplier(
  context: Pick<GraphQLContext, 'loaders'>,
  viewer: Viewer,
): Promise<boolean> {
  const home = await context.loaders.supplierById.load(viewer.homeSupplierId);
  if (!home?.is_master_account) return false;
  const subSuppliers = await context.loaders.subSuppliersByParentId.load(home.id);
  return subSuppliers.length > 0;
}
