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
import { textSort } from '../../shared/lists/list-collation.js';

const consoleCustomerSorts = ['company', 'created_at'] as const;
export type ConsoleCustomerSort = (typeof consoleCustomerSorts)[number];

export const consoleCustomerSorting: ListSorting<ConsoleCustomerSort> = {
  sorts: consoleCustomerSorts,
  defaultSort: 'company',
  defaultDirection: 'ASC',
};

/** A customer as the console shows it, with its users counted. */
export interface ConsoleCustomerRow {
  id: string;
  company: string;
  org_number: string | null;
  is_master_account: boolean;
  master_id: string | null;
  master_company: string | null;
  can_upload: boolean;
  report_access_default: boolean;
  created_at: Date;
  sub_supplier_count: number;
  active_users: number;
  invited_users: number;
  last_sign_in_at: Date | null;
}

function customers(database: Database) {
  return database
    .selectFrom('suppliers')
    .leftJoin('suppliers as master', 'master.id', 'suppliers.parent_supplier_id')
    .select([
      'suppliers.id',
      'suppliers.company',
      'suppliers.org_number',
      'suppliers.is_master_account',
      'suppliers.parent_supplier_id as master_id',
      'master.company as master_company',
      'suppliers.can_upload',
      'suppliers.report_access_default',
      'suppliers.created_at',
    ]);
}

/**
 * The counts of the customers listed: asked for the page's ids only, so a page costs the same
 * however many customers and users the country has.
 */
async function withCounts(
  database: Database,
  rows: Awaited<ReturnType<ReturnType<typeof customers>['execute']>>,
): Promise<ConsoleCustomerRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await database
    .selectFrom('suppliers')
    .select((eb) => [
      'suppliers.id',
      eb
        .selectFrom('suppliers as sub')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('sub.parent_supplier_id', '=', 'suppliers.id')
        .as('sub_supplier_count'),
      eb
        .selectFrom('users')
        .select(sql<number>`count(*) filter (where users.status = 'active')::int`.as('count'))
        .whereRef('users.supplier_id', '=', 'suppliers.id')
        .as('active_users'),
      eb
        .selectFrom('users')
        .select(sql<number>`count(*) filter (where users.status = 'invited')::int`.as('count'))
        .whereRef('users.supplier_id', '=', 'suppliers.id')
        .as('invited_users'),
      eb
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(sql<Date | null>`max(sessions.created_at)`.as('at'))
        .whereRef('users.supplier_id', '=', 'suppliers.id')
        // A staff member seeing the portal as a user is not that user signing in.
        .where('sessions.viewed_by_staff_id', 'is', null)
        .as('last_sign_in_at'),
    ])
    .where('suppliers.id', 'in', ids)
    .execute();
  const byId = new Map(counts.map((count) => [count.id, count]));
  return rows.map((row) => {
    const count = byId.get(row.id);
    return {
      ...row,
      sub_supplier_count: count?.sub_supplier_count ?? 0,
      active_users: count?.active_users ?? 0,
      invited_users: count?.invited_users ?? 0,
      last_sign_in_at: count?.last_sign_in_at ?? null,
    };
  });
}

/** The country's customers the list's text finds, in its order. */
function consoleCustomerListQuery(
  database: Database,
  filter: { text?: string | undefined },
  order: ListOrder<ConsoleCustomerSort>,
) {
  let query = customers(database);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('suppliers.company', 'ilike', pattern),
        eb('suppliers.org_number', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.supplier_id', '=', 'suppliers.id')
            .where('users.email', 'ilike', pattern),
        ),
      ]),
    );
  }
  return sortedBy(
    {
      company: textSort(sql.ref('suppliers.company')),
      created_at: sql.ref('suppliers.created_at'),
    },
    sql.ref('suppliers.id'),
    order,
  )(query);
}

/** A page of the country's customers, narrowed by company, organisation number or a user's e-mail. */
export async function listConsoleCustomers(
  database: Database,
  filter: { text?: string | undefined },
  list: ListArguments<ConsoleCustomerSort>,
): Promise<{ items: ConsoleCustomerRow[]; total: number }> {
  const query = consoleCustomerListQuery(database, filter, list);
  const { rows, total } = await pageOf(database, query, list);
  return { items: await withCounts(database, rows), total };
}

/** The export's reader of the same list, each batch counted as a page is. */
export function consoleCustomerListReader(
  filter: { text?: string | undefined },
  order: ListOrder<ConsoleCustomerSort>,
) {
  return async (source: Database, offset: number, limit: number) =>
    withCounts(
      source,
      await consoleCustomerListQuery(source, filter, order).limit(limit).offset(offset).execute(),
    );
}

/** One customer as the console shows it; undefined for an unknown id. */
export async function findConsoleCustomer(
  database: Database,
  id: string,
): Promise<ConsoleCustomerRow | undefined> {
  const rows = await customers(database).where('suppliers.id', '=', id).execute();
  const [customer] = await withCounts(database, rows);
  return customer;
}
