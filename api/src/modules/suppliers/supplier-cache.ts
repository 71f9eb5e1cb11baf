import { ChangeAwareCache, type ChangeFeed } from '../../database/change-feed.js';
import type { SupplierModel } from './supplier-model.js';

const supplierCachePolicy = { lifetimeMilliseconds: 30_000, maximumEntries: 20_000 } as const;

/** Suppliers and their sub-supplier lists, read on nearly every request and rarely changed. */
export interface SupplierCaches {
  byId: ChangeAwareCache<SupplierModel | null>;
  subSuppliersByParentId: ChangeAwareCache<SupplierModel[]>;
}

/** Any supplier change forgets them all: a change of one can move it between groups. */
export function createSupplierCaches(feed: ChangeFeed): SupplierCaches {
  const isAffected = (change: { kind: string }) => change.kind === 'supplier';
  return {
    byId: new ChangeAwareCache(feed, { ...supplierCachePolicy, isAffected }),
    subSuppliersByParentId: new ChangeAwareCache(feed, { ...supplierCachePolicy, isAffected }),
  };
}
