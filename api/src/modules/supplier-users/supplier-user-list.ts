import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { supplierUsersQuery, toSupplierUser, type SupplierUser } from './service.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const supplierUserSorting = {
  sorts: ['status', 'name', 'email', 'last_sign_in'],
  defaultSort: 'status',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type SupplierUserSort = (typeof supplierUserSorting.sorts)[number];

const fullName = textSort(sql`supplier_users.first_name || ' ' || supplier_users.last_name`);

/**
 * Only what the list shows is sorted on: an address invitation has no sign-in and is invited
 * like any invited user, so no order tells the two apart.
 */
const supplierUserSortColumns = {
  // Active, invited, deactivated; by name within each (the page's order before it was paged).
  status: [
    sql`case supplier_users.status when 'active' then 0 when 'invited' then 1 else 2 end`,
    fullName,
  ],
  name: fullName,
  email: textSort(sql`supplier_users.email`),
  last_sign_in: sql`supplier_users.last_sign_in_at`,
};

export interface SupplierUserFilter {
  text?: string | null;
  /** The stored status (active, invited, deactivated). */
  status?: 'active' | 'invited' | 'deactivated' | null;
}

/**
 * The supplier's users with the status and matching the text (name or e-mail) in the order
 * asked; ties by id.
 */
function supplierUserListQuery(
  database: Database,
  supplierId: string,
  filter: SupplierUserFilter,
  order: ListOrder<SupplierUserSort>,
) {
  let query = supplierUsersQuery(database, supplierId);
  if (filter.status) query = query.where('supplier_users.status', '=', filter.status);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb(sql`supplier_users.first_name || ' ' || supplier_users.last_name`, 'ilike', pattern),
        eb('supplier_users.email', 'ilike', pattern),
      ]),
    );
  }
  return query.$call(sortedBy(supplierUserSortColumns, sql`supplier_users.id`, order));
}

/** One page of the supplier's users and their total. */
export async function pageSupplierUsers(
  database: Database,
  supplierId: string,
  filter: SupplierUserFilter,
  list: ListArguments<SupplierUserSort>,
): Promise<{ users: SupplierUser[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    supplierUserListQuery(database, supplierId, filter, list),
    list,
  );
  return { users: rows.map(toSupplierUser), total };
}

/** The export's reader of the same list. */
export function supplierUserListReader(
  supplierId: string,
  filter: SupplierUserFilter,
  order: ListOrder<SupplierUserSort>,
) {
  return async (source: Database, offset: number, limit: number): Promise<SupplierUser[]> =>
    (
      await supplierUserListQuery(source, supplierId, filter, order)
        .limit(limit)
        .offset(offset)
        .execute()
    ).map(toSupplierUser);
}
