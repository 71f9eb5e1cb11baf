import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import {
  containsPattern,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { textSort } from '../../shared/lists/list-collation.js';
import { todayInBusinessTimeZone } from '../../shared/local-dates.js';
import { agreementStatus, type AgreementStatus } from '../departments/agreement-model.js';

const consoleAgreementSorts = [
  'main',
  'valid_from',
  'valid_to',
  'agreement_number',
  'title',
] as const;
export type ConsoleAgreementSort = (typeof consoleAgreementSorts)[number];

/** Main first, then the newest start: the order the customer's own overview has. */
export const consoleAgreementSorting: ListSorting<ConsoleAgreementSort> = {
  sorts: consoleAgreementSorts,
  defaultSort: 'main',
  defaultDirection: 'DESC',
};

/** A customer's agreement as the console lists it (and its export writes it). */
export interface ConsoleAgreementRow {
  id: string;
  agreement_number: string;
  title: string;
  is_main: boolean;
  valid_from: string;
  valid_to: string | null;
  status: AgreementStatus;
  terms_path: string | null;
}

/** One customer's agreements that the list's text finds (number or title), in its order. */
function consoleAgreementListQuery(
  database: Database,
  supplierId: string,
  filter: { text?: string | undefined },
  order: ListOrder<ConsoleAgreementSort>,
) {
  let query = database
    .selectFrom('agreements')
    .select([
      'agreements.id',
      'agreements.agreement_number',
      'agreements.title',
      'agreements.is_main',
      'agreements.valid_from',
      'agreements.valid_to',
      'agreements.terms_document_id',
    ])
    .where('agreements.supplier_id', '=', supplierId);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('agreements.agreement_number', 'ilike', pattern),
        eb('agreements.title', 'ilike', pattern),
      ]),
    );
  }
  return sortedBy(
    {
      main: [sql.ref('agreements.is_main'), sql.ref('agreements.valid_from')],
      valid_from: sql.ref('agreements.valid_from'),
      valid_to: sql.ref('agreements.valid_to'),
      // Numbers are typed by staff ("FA-9", "FA-10"): read as text, numbers in numeric order.
      agreement_number: textSort(sql.ref('agreements.agreement_number')),
      title: textSort(sql.ref('agreements.title')),
    },
    sql.ref('agreements.id'),
    order,
  )(query);
}

type AgreementListRow = Awaited<
  ReturnType<ReturnType<typeof consoleAgreementListQuery>['execute']>
>[number];

/** The row as staff read it: its status today and where its signed terms are downloaded. */
function shapedAgreement(
  country: CountryCode,
  today: string,
): (row: AgreementListRow) => ConsoleAgreementRow {
  return (row) => ({
    id: row.id,
    agreement_number: row.agreement_number,
    title: row.title,
    is_main: row.is_main,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    status: agreementStatus(row, today),
    terms_path: row.terms_document_id
      ? `/api/console/${country}/documents/${row.terms_document_id}/file`
      : null,
  });
}

/** A page of one customer's agreements, narrowed by number or title. */
export async function listCustomerAgreements(
  database: Database,
  country: CountryCode,
  supplierId: string,
  filter: { text?: string | undefined },
  list: ListArguments<ConsoleAgreementSort>,
): Promise<{ items: ConsoleAgreementRow[]; total: number }> {
  const query = consoleAgreementListQuery(database, supplierId, filter, list);
  const { rows, total } = await pageOf(database, query, list);
  return { items: rows.map(shapedAgreement(country, todayInBusinessTimeZone())), total };
}

/** The export's reader of the same list. */
export function customerAgreementListReader(
  country: CountryCode,
  supplierId: string,
  filter: { text?: string | undefined },
  order: ListOrder<ConsoleAgreementSort>,
) {
  // One day for the whole file, however long it streams.
  const today = todayInBusinessTimeZone();
  return async (source: Database, offset: number, limit: number) =>
    (
      await consoleAgreementListQuery(source, supplierId, filter, order)
        .limit(limit)
        .offset(offset)
        .execute()
    ).map(shapedAgreement(country, today));
}
