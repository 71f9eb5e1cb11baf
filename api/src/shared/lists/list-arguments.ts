import { sql, type Expression, type QueryExecutorProvider, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { escapeLike } from '../like-patterns.js';
import { readerLanguageOf, type ServerLanguage } from '../translations.js';
import { collatedText, TextSortKey } from './list-collation.js';

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
  /** The reader's language: text columns sort in its alphabet (list-collation.ts). */
  language: ServerLanguage;
}

/** A list's arguments as the client sends them: everything but the reader's language. */
export interface ListRequest<Sort extends string> extends Omit<ListOrder<Sort>, 'language'> {
  page: number;
  pageSize: number;
}

export interface ListArguments<Sort extends string> extends ListRequest<Sort>, ListOrder<Sort> {}

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
    .transform((input): ListRequest<Sort> => ({
      page: input.page ?? 1,
      pageSize: input.page_size ?? 20,
      sort: input.sort ?? sorting.defaultSort,
      direction: input.direction ?? (input.sort ? 'ASC' : sorting.defaultDirection),
    }));
}

/**
 * The list's arguments for the viewer: text sorts in the user's own language, as the list's
 * translated texts show (an export names its language; see listOrderOf).
 */
export function forReader<Sort extends string>(
  request: ListRequest<Sort>,
  userLanguage: string | null | undefined,
): ListArguments<Sort> {
  return { ...request, language: readerLanguageOf(userLanguage) };
}

/**
 * A direction in a query string, in either case (asc, ASC, Desc): the one rule of every export,
 * the reconciliation's included, whatever case its documentation shows.
 */
export const sortDirectionQuery = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(sortDirections));

/** The same order in an export's query string (sort=..., direction=asc|desc, either case). */
export function listOrderQuery<Sort extends string>(sorting: ListSorting<Sort>) {
  return {
    sort: z.enum(sorting.sorts).optional(),
    direction: sortDirectionQuery.optional(),
  };
}

export function listOrderOf<Sort extends string>(
  sorting: ListSorting<Sort>,
  query: { sort?: Sort | undefined; direction?: SortDirection | undefined },
  language: ServerLanguage,
): ListOrder<Sort> {
  return {
    sort: query.sort ?? sorting.defaultSort,
    direction: query.direction ?? (query.sort ? 'ASC' : sorting.defaultDirection),
    language,
  };
}

/** The text filter as an ILIKE pattern matching anywhere ("%" and "_" taken literally); or null. */
export function containsPattern(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${escapeLike(trimmed)}%` : null;
}

/** One value a list sorts by: a column, or text people read (`textSort`). */
type SortKey = Expression<unknown> | TextSortKey;
/** A sort column: one value, or several in turn (a group, then an order within it). */
type SortColumn = SortKey | readonly SortKey[];

function isKeyList(column: SortColumn): column is readonly SortKey[] {
  return Array.isArray(column);
}

/**
 * Orders by the chosen column, then by a unique column in the same direction, so equal values
 * keep one order and no row moves between pages. Empty values come last either way. Text
 * (`textSort`) sorts in the reader's language, case ignored; anything else as it is (a serial
 * number marked `collate "C"` keeps its byte order).
 */
export function sortedBy<Sort extends string>(
  columns: Record<Sort, SortColumn>,
  tiebreak: Expression<unknown>,
  order: ListOrder<Sort>,
) {
  const direction = sql.raw(order.direction === 'ASC' ? 'asc' : 'desc');
  const column = columns[order.sort];
  const keys = (isKeyList(column) ? column : [column]).map((key) =>
    key instanceof TextSortKey ? collatedText(key.text, order.language) : key,
  );
  return <Database, Tables extends keyof Database, Row>(
    query: SelectQueryBuilder<Database, Tables, Row>,
  ): SelectQueryBuilder<Database, Tables, Row> => {
    let ordered = query;
    for (const key of keys) ordered = ordered.orderBy(sql`${key} ${direction} nulls last`);
    return ordered.orderBy(sql`${tiebreak} ${direction}`);
  };
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
