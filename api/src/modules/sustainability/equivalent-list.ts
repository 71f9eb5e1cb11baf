import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import {
  listOrderOf,
  pageOf,
  sortedBy,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { textSort } from '../../shared/lists/list-collation.js';
import { equivalentRows, toView, type EquivalentView } from './equivalents.js';

/** An equivalent as the console's list and file show it. */
export function shapedEquivalent(equivalent: EquivalentView) {
  return {
    equivalent: equivalent.equivalent,
    country: equivalent.country?.toUpperCase() ?? null,
    valid_from: equivalent.valid_from,
    per_ton_co2e: equivalent.per_ton_co2e,
    source: equivalent.source,
    source_year: equivalent.source_year,
    source_url: equivalent.source_url,
  };
}

const co2EquivalentSorts = ['equivalent', 'valid_from', 'source'] as const;
export type Co2EquivalentSort = (typeof co2EquivalentSorts)[number];

/** By kind (the country's own before the European one, then by start) unless asked otherwise. */
export const co2EquivalentSorting: ListSorting<Co2EquivalentSort> = {
  sorts: co2EquivalentSorts,
  defaultSort: 'equivalent',
  defaultDirection: 'ASC',
};

export interface Co2EquivalentFilter {
  equivalent?: string | undefined;
  /** YYYY-MM-DD: only the ones the dashboard uses for a period ending that day. */
  at?: string | undefined;
}

/** The country's equivalents (its own and the European ones) the filter keeps, in the order. */
function co2EquivalentListQuery(
  database: Database,
  country: CountryCode,
  filter: Co2EquivalentFilter,
  order: ListOrder<Co2EquivalentSort>,
) {
  let query = equivalentRows(database).where((eb) =>
    eb.or([eb('factor.country', 'is', null), eb('factor.country', '=', country)]),
  );
  if (filter.equivalent) query = query.where('factor.equivalent', '=', filter.equivalent);
  if (filter.at) {
    // Per kind the latest valid by then, the country's own before the European one.
    query = query.where(
      sql<boolean>`factor.id in (select distinct on (equivalent) id from equivalent_factors
        where valid_from <= ${filter.at}::date and (country is null or country = ${country})
        order by equivalent, country is null, valid_from desc)`,
    );
  }
  const ownFirst = sql`factor.country is null`;
  return sortedBy(
    {
      equivalent: [sql.ref('factor.equivalent'), ownFirst, sql.ref('factor.valid_from')],
      valid_from: [sql.ref('factor.valid_from'), sql.ref('factor.equivalent'), ownFirst],
      source: [textSort(sql.ref('factor.source')), sql.ref('factor.valid_from')],
    },
    sql.ref('factor.id'),
    order,
  )(query);
}

/**
 * A page of a country's equivalents, by kind and start unless another order is given (the
 * command line's list has the default one).
 */
export async function listCo2Equivalents(
  database: Database,
  country: CountryCode,
  filter: Co2EquivalentFilter & { page: number; pageSize: number },
  order: ListOrder<Co2EquivalentSort> = listOrderOf(co2EquivalentSorting, {}, 'en'),
): Promise<{ equivalents: EquivalentView[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    co2EquivalentListQuery(database, country, filter, order),
    filter,
  );
  return { equivalents: rows.map(toView), total };
}

/** The export's reader of the same list. */
export function co2EquivalentListReader(
  country: CountryCode,
  filter: Co2EquivalentFilter,
  order: ListOrder<Co2EquivalentSort>,
) {
  return async (source: Database, offset: number, limit: number) =>
    (
      await co2EquivalentListQuery(source, country, filter, order)
        .limit(limit)
        .offset(offset)
        .execute()
    ).map(toView);
}
