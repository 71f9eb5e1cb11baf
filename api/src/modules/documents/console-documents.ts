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
import type { DocumentCategory, DocumentModel } from './document-model.js';

const consoleDocumentSorts = ['updated', 'title', 'category', 'size'] as const;
export type ConsoleDocumentSort = (typeof consoleDocumentSorts)[number];

export const consoleDocumentSorting: ListSorting<ConsoleDocumentSort> = {
  sorts: consoleDocumentSorts,
  // What was uploaded last is what staff check first.
  defaultSort: 'updated',
  defaultDirection: 'DESC',
};

export interface ConsoleDocumentFilter {
  /** Key, title in any language, file name or customer. */
  text?: string | undefined;
  category?: DocumentCategory | undefined;
}

/** A live document with the company it was made for (null: the library of every customer). */
export type ConsoleDocumentRow = DocumentModel & { customer: string | null };

function liveDocuments(database: Database) {
  return database
    .selectFrom('documents')
    .leftJoin('suppliers', 'suppliers.id', 'documents.supplier_id')
    .selectAll('documents')
    .select('suppliers.company as customer')
    .where('documents.retired_at', 'is', null);
}

/** The country's live documents, every variant, that the console's filters find, in its order. */
function consoleDocumentListQuery(
  database: Database,
  filter: ConsoleDocumentFilter,
  order: ListOrder<ConsoleDocumentSort>,
) {
  let query = liveDocuments(database);
  if (filter.category) query = query.where('documents.category', '=', filter.category);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('documents.document_key', 'ilike', pattern),
        eb('documents.title', 'ilike', pattern),
        // Every translation's title: staff search in the language they were given it in.
        eb.exists(
          eb
            .selectFrom(sql`jsonb_each_text(documents.title_translations)`.as('translation'))
            .select(sql`1`.as('found'))
            .where(sql.ref('translation.value'), 'ilike', pattern),
        ),
        eb('documents.file_name', 'ilike', pattern),
        eb('suppliers.company', 'ilike', pattern),
      ]),
    );
  }
  return sortedBy(
    {
      updated: sql.ref('documents.created_at'),
      title: textSort(sql.ref('documents.title')),
      category: [sql.ref('documents.category'), sql.ref('documents.position')],
      size: sql.ref('documents.size_bytes'),
    },
    sql.ref('documents.id'),
    order,
  )(query);
}

/** A page of the country's live documents, every variant, as the console's filters ask. */
export async function listConsoleDocuments(
  database: Database,
  filter: ConsoleDocumentFilter,
  list: ListArguments<ConsoleDocumentSort>,
): Promise<{ items: ConsoleDocumentRow[]; total: number }> {
  const query = consoleDocumentListQuery(database, filter, list);
  const { rows, total } = await pageOf(database, query, list);
  return { items: rows, total };
}

/** The export's reader of the same list. */
export function consoleDocumentListReader(
  filter: ConsoleDocumentFilter,
  order: ListOrder<ConsoleDocumentSort>,
) {
  return (source: Database, offset: number, limit: number): Promise<ConsoleDocumentRow[]> =>
    consoleDocumentListQuery(source, filter, order).limit(limit).offset(offset).execute();
}

/** One live document as the console lists it; undefined when there is none of that id. */
export function findConsoleDocument(
  database: Database,
  id: string,
): Promise<ConsoleDocumentRow | undefined> {
  return liveDocuments(database).where('documents.id', '=', id).executeTakeFirst();
}
