import { sql, type Expression, type QueryExecutorProvider, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { escapeLike } from '../like-patterns.js';

/**
 * What every list takes besides its own filters: a page (from 1) of page_size rows (1-100), a
 * sort column from the list's own whitelist and a direction. The server sorts and pages, so a
 * list of 10,000 rows sends 20 of them.
 */
const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

const maximumPageSize = 100;
const maximumPage = 100_000;

export interface ListOrder<Sort extends string> {
  sort: Sort;
  direction: SortDirection;
}

export interface ListArguments<Sort extends string> extends ListOrder<Sort> {
  page: number;
  pageSize: number;
}

/** The sort columns a list offers and its default order. */
export interface ListSorting<Sort extends string> {
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: Sort;
  defaultDirection: SortDirection;
}

/** The GraphQL arguments page, page_size, sort, direction checked and with their defaults. */
export function listArgumentsInput<Sort extends string>(sorting: ListSorting<Sort>) {
  return z
    .object({
      page: z.number().int().min(1).max(maximumPage).nullish(),
      page_size: z.number().int().min(1).max(maximumPageSize).nullish(),
      sort: z.enum(sorting.sorts).nullish(),
      direction: z.enum(sortDirections).nullish(),
    })
    .transform((input): ListArguments<Sort> => ({
      page: input.page ?? 1,
      pageSize: input.page_size ?? 20,
      sort: input.sort ?? sorting.defaultSort,
      direction: input.direction ?? (input.sort ? 'ASC' : sorting.defaultDirection),
    }));
}

/** The same order in an export's query string (sort=..., direction=ASC|DESC). */
export function listOrderQuery<Sort extends string>(sorting: ListSorting<Sort>) {
  return {
    sort: z.enum(sorting.sorts).optional(),
    direction: z.enum(sortDirections).optional(),
  };
}

export function listOrderOf<Sort extends string>(
  sorting: ListSorting<Sort>,
  query: { sort?: Sort | undefined; direction?: SortDirection | undefined },
): ListOrder<Sort> {
  return {
    sort: query.sort ?? sorting.defaultSort,
    direction: query.direction ?? (query.sort ? 'ASC' : sorting.defaultDirection),
  };
}

/** The text filter as an ILIKE pattern matching anywhere ("%" and "_" taken literally); or null. */
export function containsPattern(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${escapeLike(trimmed)}%` : null;
}

/**
 * Orders by the chosen column, then by a unique column in the same direction, so equal values
 * keep one order and no row moves between pages. Empty values come last either way.
 */
export function sortedBy<Sort extends string>(
  columns: Record<Sort, Expression<unknown>>,
  tiebreak: Expression<unknown>,
  order: ListOrder<Sort>,
) {
  const direction = sql.raw(order.direction === 'ASC' ? 'asc' : 'desc');
  return <Database, Tables extends keyof Database, Row>(
    query: SelectQueryBuilder<Database, Tables, Row>,
  ): SelectQueryBuilder<Database, Tables, Row> =>
    query
      .orderBy(sql`${columns[order.sort]} ${direction} nulls last`)
      .orderBy(sql`${tiebreak} ${direction}`);
}

/** One page of an ordered query and how many rows the whole query has. */
export async function pageOf<Database, Tables extends keyof Database, Row>(
  database: QueryExecutorProvider,
  query: SelectQueryBuilder<Database, Tables, Row>,
  page: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    query
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    sql<{
      count: string;
    }>`select count(*) as count from (${query.clearOrderBy()}) as listed`.execute(database),
  ]);
  return { rows, total: Number(count.rows[0]?.count ?? 0) };
}
