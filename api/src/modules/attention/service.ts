import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { mayAccessReports } from '../reports/policy.js';
import { resolveGroupScope } from '../suppliers/service.js';
import type { AttentionItemModel, AttentionKind, AttentionKindItems } from './attention-model.js';
import {
  expiringTokens,
  failingWebhooks,
  jobsMissingAssets,
  publishedSettlements,
  readyEvidencePacks,
  readyReports,
  unpaidSettlements,
  upcomingJobs,
} from './item-queries.js';
import { unitsOnHold } from './unit-hold-items.js';
import {
  adminItemsScopeSupplierId,
  assertAttentionReader,
  mayReadEvidenceItems,
} from './policy.js';

interface AttentionItems {
  items: AttentionItemModel[];
  more: { kind: AttentionKind; count: number }[];
}

/**
 * What needs the viewer now, each kind read only when the viewer may see its page: a few
 * indexed queries whose cost follows the viewer's open items (at most five rows each).
 */
export async function getAttentionItems(
  database: Database,
  viewer: Viewer,
): Promise<AttentionItems> {
  const { supplierId } = assertAttentionReader(viewer);
  const adminSupplierId = adminItemsScopeSupplierId(viewer);
  // Reports and settlements need report access, as their pages do.
  const readsReports = mayAccessReports(viewer);
  // Jobs and settlements cover a master account's group, as their pages and getJob do.
  const { supplierIds: groupSupplierIds } = await resolveGroupScope(database, viewer, null);
  // Most pressing first: what stops working or costs money, then what waits to be collected.
  const kinds: (() => Promise<AttentionKindItems>)[] = [];
  if (adminSupplierId) {
    kinds.push(() => failingWebhooks(database, adminSupplierId));
    kinds.push(() => expiringTokens(database, adminSupplierId));
  }
  // Units on hold wait for an answer within agreed days, for everyone who sees the units.
  kinds.push(() => unitsOnHold(database, groupSupplierIds, supplierId));
  if (readsReports) kinds.push(() => unpaidSettlements(database, groupSupplierIds));
  kinds.push(() => jobsMissingAssets(database, groupSupplierIds));
  kinds.push(() => upcomingJobs(database, groupSupplierIds));
  if (readsReports) kinds.push(() => readyReports(database, supplierId));
  if (mayReadEvidenceItems(viewer)) kinds.push(() => readyEvidencePacks(database, supplierId));
  if (readsReports) kinds.push(() => publishedSettlements(database, groupSupplierIds));
  // One after another: each is a small index read, and a dashboard load should hold one of the
  // pool's connections, not most of them at once.
  const answered: AttentionKindItems[] = [];
  for (const read of kinds) answered.push(await read());
  return {
    items: answered.flatMap((kind) => kind.items),
    more: answered
      .filter((kind) => kind.total > kind.items.length)
      .map((kind) => ({ kind: kind.kind, count: kind.total - kind.items.length })),
  };
}
