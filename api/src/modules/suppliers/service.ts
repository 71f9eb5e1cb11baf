import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { groupScopeSuppliers, mayActForSupplier } from './policy.js';
import type { SupplierModel } from './supplier-model.js';

// Other modules batch supplier reads through these per-request loaders.
export { createSupplierLoaders, type SupplierLoaders } from './loaders.js';
export { createSupplierCaches, type SupplierCaches } from './supplier-cache.js';

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

/** What a list covers: its suppliers' ids, and the companies it may be narrowed to. */
export interface GroupScope {
  supplierIds: string[];
  /** The group's companies (acting one first) when the viewer acts for a master account; else []. */
  companies: { id: string; company: string }[];
}

/**
 * The scope of a list, the dashboard's rule: the whole group of a master account, or one company
 * of it when requested. Any other requested id is NOT_FOUND, whatever the client sends.
 */
export async function resolveGroupScope(
  database: Database,
  viewer: Viewer,
  requestedSupplierId: string | null | undefined,
): Promise<GroupScope> {
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  const scope = groupScopeSuppliers(viewer, actable, requestedSupplierId);
  if (!scope) throw notFound();
  const group = groupScopeSuppliers(viewer, actable, null) ?? [];
  return {
    supplierIds: scope.map((supplier) => supplier.id),
    companies:
      group.length > 1
        ? group.map((supplier) => ({ id: supplier.id, company: supplier.company }))
        : [],
  };
}

export interface NewSupplier {
  company: string;
  orgNumber?: string | undefined;
  parentSupplierId?: string | undefined;
  isMasterAccount?: boolean | undefined;
}

/**
 * Creates a supplier (for the provider's command line). A sub-supplier's parent must exist and be
 * a master account; a sub-supplier cannot itself be a master account.
 */
export async function createSupplier(
  database: Database,
  input: NewSupplier,
): Promise<SupplierModel> {
  const company = input.company.trim();
  if (company.length < 1 || company.length > 200) {
    throw new DomainError('BAD_USER_INPUT', 'The company name must be 1 to 200 characters.');
  }
  if (input.parentSupplierId !== undefined) {
    if (input.isMasterAccount) {
      throw new DomainError('BAD_USER_INPUT', 'A sub-supplier cannot be a master account.');
    }
    const parent = isUuid(input.parentSupplierId)
      ? await database
          .selectFrom('suppliers')
          .select(['id', 'is_master_account'])
          .where('id', '=', input.parentSupplierId)
          .executeTakeFirst()
      : undefined;
    if (!parent) throw new DomainError('NOT_FOUND', `No supplier ${input.parentSupplierId}.`);
    if (!parent.is_master_account) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `Supplier ${parent.id} is not a master account, so it cannot have sub-suppliers.`,
      );
    }
  }
  return database
    .insertInto('suppliers')
    .values({
      company,
      org_number: input.orgNumber?.trim() || null,
      parent_supplier_id: input.parentSupplierId ?? null,
      is_master_account: input.isMasterAccount ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A supplier by id, or undefined (also for ids that are not uuids). */
export async function findSupplier(
  database: Database,
  id: string,
): Promise<SupplierModel | undefined> {
  if (!isUuid(id)) return undefined;
  return database.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}
