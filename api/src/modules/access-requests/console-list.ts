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
import type { AccessRequestStatus } from './service.js';

const accessRequestSorts = ['created_at', 'company_name', 'email', 'decided_at'] as const;
type AccessRequestSort = (typeof accessRequestSorts)[number];

export const accessRequestSorting: ListSorting<AccessRequestSort> = {
  sorts: accessRequestSorts,
  defaultSort: 'created_at',
  // The oldest waiting request first: it has waited longest.
  defaultDirection: 'ASC',
};

/** A request as the console's inbox shows it, with the customers it may belong to. */
export interface ConsoleAccessRequest {
  id: string;
  company_name: string;
  org_number: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  language: string;
  status: string;
  created_at: Date;
  decided_at: Date | null;
  rejection_reason: string | null;
  decided_by: string | null;
  /** Customers with the same organisation number (spaces, dots and dashes ignored). */
  matching_suppliers: { id: string; company: string }[];
}

/** An organisation number as registries compare it: letters and digits only, upper case. */
const comparableOrgNumber = (column: string) =>
  sql<string>`upper(regexp_replace(${sql.ref(column)}, '[^[:alnum:]]', '', 'g'))`;

function consoleRequestQuery(database: Database) {
  return database
    .selectFrom('access_requests as request')
    .leftJoin('staff_members as staff', 'staff.id', 'request.decided_by_staff_id')
    .select([
      'request.id',
      'request.company_name',
      'request.org_number',
      'request.first_name',
      'request.last_name',
      'request.phone',
      'request.email',
      'request.language',
      'request.status',
      'request.created_at',
      'request.decided_at',
      'request.rejection_reason',
      'staff.name as decided_by',
    ]);
}

/** One request as the console shows it (after a decision); undefined for an unknown id. */
export async function findConsoleAccessRequest(
  database: Database,
  id: string,
): Promise<ConsoleAccessRequest | undefined> {
  const row = await consoleRequestQuery(database).where('request.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const matches = await matchingSuppliers(database, [row.org_number]);
  return { ...row, matching_suppliers: matches.get(normaliseOrgNumber(row.org_number)) ?? [] };
}

/** The requests of one status the text finds, in the order asked for. */
function orderedRequests(
  database: Database,
  filter: { status: AccessRequestStatus; text?: string | null | undefined },
  order: ListOrder<AccessRequestSort>,
) {
  let query = consoleRequestQuery(database).where('request.status', '=', filter.status);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('request.company_name', 'ilike', pattern),
        eb('request.org_number', 'ilike', pattern),
        eb('request.email', 'ilike', pattern),
        eb(sql<string>`request.first_name || ' ' || request.last_name`, 'ilike', pattern),
      ]),
    );
  }
  return sortedBy(
    {
      created_at: sql.ref('request.created_at'),
      company_name: textSort(sql.ref('request.company_name')),
      email: sql.ref('request.email'),
      decided_at: sql.ref('request.decided_at'),
    },
    sql.ref('request.id'),
    order,
  )(query);
}

type RequestRow = Omit<ConsoleAccessRequest, 'matching_suppliers'>;

/** The rows with the customers of the same organisation number, read once for all of them. */
async function withMatches(
  database: Database,
  rows: RequestRow[],
): Promise<ConsoleAccessRequest[]> {
  const matches = await matchingSuppliers(
    database,
    rows.map((row) => row.org_number),
  );
  return rows.map((row) => ({
    ...row,
    matching_suppliers: matches.get(normaliseOrgNumber(row.org_number)) ?? [],
  }));
}

/** A page of the requests of one status, in the order asked for, with their matching customers. */
export async function listConsoleAccessRequests(
  database: Database,
  filter: { status: AccessRequestStatus; text?: string | null | undefined },
  list: ListArguments<AccessRequestSort>,
): Promise<{ items: ConsoleAccessRequest[]; total: number }> {
  const { rows, total } = await pageOf(database, orderedRequests(database, filter, list), list);
  return { items: await withMatches(database, rows), total };
}

/** The export's reader of the same list. */
export function consoleAccessRequestListReader(
  filter: { status: AccessRequestStatus; text?: string | null | undefined },
  order: ListOrder<AccessRequestSort>,
) {
  return async (source: Database, offset: number, limit: number) =>
    withMatches(
      source,
      await orderedRequests(source, filter, order).limit(limit).offset(offset).execute(),
    );
}

function normaliseOrgNumber(orgNumber: string): string {
  return orgNumber.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}

/** The customers of a page's organisation numbers, in one statement. */
async function matchingSuppliers(
  database: Database,
  orgNumbers: string[],
): Promise<Map<string, { id: string; company: string }[]>> {
  const wanted = [...new Set(orgNumbers.map(normaliseOrgNumber))].filter(Boolean);
  const found = new Map<string, { id: string; company: string }[]>();
  if (wanted.length === 0) return found;
  const rows = await database
    .selectFrom('suppliers')
    .select(['id', 'company', comparableOrgNumber('org_number').as('org_key')])
    .where(comparableOrgNumber('org_number'), 'in', wanted)
    .orderBy('company')
    .execute();
  for (const row of rows) {
    found.set(row.org_key, [
      ...(found.get(row.org_key) ?? []),
      { id: row.id, company: row.company },
    ]);
  }
  return found;
}
