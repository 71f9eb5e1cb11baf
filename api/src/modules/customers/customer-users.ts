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

const consoleCustomerUserSorts = ['status', 'name', 'email', 'last_sign_in_at'] as const;
export type ConsoleCustomerUserSort = (typeof consoleCustomerUserSorts)[number];

export const consoleCustomerUserSorting: ListSorting<ConsoleCustomerUserSort> = {
  sorts: consoleCustomerUserSorts,
  defaultSort: 'status',
  defaultDirection: 'ASC',
};

const statusOrder = ['active', 'invited', 'deactivated'];

/** A customer's users as the console shows them: the users table, with their latest sign-in. */
function customerUsers(database: Database) {
  return database.selectFrom('users').select((eb) => [
    'users.id',
    'users.supplier_id',
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.status',
    'users.is_admin',
    'users.has_report_access',
    'users.language',
    eb
      .selectFrom('sessions')
      .select(sql<Date | null>`max(sessions.created_at)`.as('at'))
      .whereRef('sessions.user_id', '=', 'users.id')
      // A staff member seeing the portal as a user is not that user signing in.
      .where('sessions.viewed_by_staff_id', 'is', null)
      .as('last_sign_in_at'),
    eb
      .selectFrom('invitation_codes')
      .select(sql<Date | null>`max(invitation_codes.created_at)`.as('at'))
      .whereRef('invitation_codes.user_id', '=', 'users.id')
      .as('invited_at'),
  ]);
}

export type ConsoleCustomerUserRow = Awaited<
  ReturnType<ReturnType<typeof customerUsers>['executeTakeFirstOrThrow']>
>;

/** One customer's users that the list's text finds, in its order. */
function consoleCustomerUserListQuery(
  database: Database,
  supplierId: string,
  filter: { text?: string | undefined },
  order: ListOrder<ConsoleCustomerUserSort>,
) {
  let query = customerUsers(database).where('users.supplier_id', '=', supplierId);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', pattern),
        eb(sql`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
      ]),
    );
  }
  const name = textSort(sql`users.first_name || ' ' || users.last_name`);
  return sortedBy(
    {
      status: [sql`array_position(${sql.val(statusOrder)}::text[], users.status)`, name],
      name,
      email: sql.ref('users.email'),
      last_sign_in_at: sql`(select max(sessions.created_at) from sessions where sessions.user_id = users.id and sessions.viewed_by_staff_id is null)`,
    },
    sql.ref('users.id'),
    order,
  )(query);
}

/** A page of one customer's users, narrowed by name or e-mail. */
export async function listConsoleCustomerUsers(
  database: Database,
  supplierId: string,
  filter: { text?: string | undefined },
  list: ListArguments<ConsoleCustomerUserSort>,
): Promise<{ items: ConsoleCustomerUserRow[]; total: number }> {
  const query = consoleCustomerUserListQuery(database, supplierId, filter, list);
  const { rows, total } = await pageOf(database, query, list);
  return { items: rows, total };
}

/** The export's reader of the same list. */
export function consoleCustomerUserListReader(
  supplierId: string,
  filter: { text?: string | undefined },
  order: ListOrder<ConsoleCustomerUserSort>,
) {
  return (source: Database, offset: number, limit: number): Promise<ConsoleCustomerUserRow[]> =>
    consoleCustomerUserListQuery(source, supplierId, filter, order)
      .limit(limit)
      .offset(offset)
      .execute();
}

/** One user of any customer of the country; undefined for an unknown id. */
export function findConsoleCustomerUser(
  database: Database,
  userId: string,
): Promise<ConsoleCustomerUserRow | undefined> {
  return customerUsers(database).where('users.id', '=', userId).executeTakeFirst();
}
