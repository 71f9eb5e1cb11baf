import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import {
  containsPattern,
  listArgumentsInput,
  listOrderQuery,
  pageOf,
  sortedBy,
  type ListArguments,
  type ListOrder,
  type ListSorting,
} from '../../shared/lists/list-arguments.js';
import { libraryCategories, type DocumentModel } from './document-model.js';
import { textSort } from '../../shared/lists/list-collation.js';

export const documentSorting = {
  sorts: ['category', 'title', 'updated', 'size'],
  defaultSort: 'category',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type DocumentSort = (typeof documentSorting.sorts)[number];

export interface DocumentFilter {
  text?: string | null;
  category?: (typeof libraryCategories)[number] | null;
}

const text = z.string().trim().max(100);
export const documentFilterInput = z
  .object({ text: text.nullish(), category: z.enum(libraryCategories).nullish() })
  .nullish()
  .transform((filter) => filter ?? {});
export const documentListArguments = listArgumentsInput(documentSorting);

/** GET /files/{country}/exports/documents.{csv,xlsx}: the list's filter and order. */
export const documentExportQuery = {
  text: text.optional(),
  category: z.enum(libraryCategories).optional(),
  ...listOrderQuery(documentSorting),
};

/** A document as listed: the variant for the reader, with its title in the reader's language. */
export type ListedDocument = DocumentModel & { reader_title: string };

const categoryOrder = sql`array_position(array[${sql.join(libraryCategories.map((category) => sql.lit(category)))}], chosen.category)`;
const readerTitle = textSort(sql`chosen.reader_title`);

const documentSortColumns = {
  // The page's groups in their order, the provider's order within a group, then by title.
  category: [categoryOrder, sql`chosen.position`, readerTitle],
  title: readerTitle,
  updated: sql`chosen.created_at`,
  size: sql`chosen.size_bytes`,
};

/**
 * The library as the reader sees it: of each document's language variants the reader's
 * language, else English, else the common one, else the first; its title in the reader's
 * language (English when none is kept), sorted in that language's alphabet; matching the text
 * in that title. Ties by id. The reader's language is the list's (the user's own on the page,
 * the file's in an export).
 */
function documentsQuery(
  database: Database,
  ownerIds: string[],
  filter: DocumentFilter,
  order: ListOrder<DocumentSort>,
) {
  const language = order.language;
  let query = database
    .with('variants', (db) =>
      db
        .selectFrom('documents')
        .selectAll()
        .select([
          sql<string>`coalesce(nullif(trim(documents.title_translations ->> ${language}), ''), documents.title)`.as(
            'reader_title',
          ),
          sql<number>`row_number() over (
            partition by documents.supplier_id, documents.document_key
            order by case when documents.language = ${language} then 0
              when documents.language = 'en' then 1 when documents.language is null then 2
              else 3 end, documents.position, documents.title, documents.id)`.as('variant_rank'),
        ])
        .where('retired_at', 'is', null)
        .where('category', 'in', [...libraryCategories])
        .where((eb) =>
          ownerIds.length
            ? eb.or([eb('supplier_id', 'is', null), eb('supplier_id', 'in', ownerIds)])
            : eb('supplier_id', 'is', null),
        ),
    )
    .selectFrom('variants as chosen')
    .selectAll('chosen')
    .where('chosen.variant_rank', '=', 1);
  if (filter.category) query = query.where('chosen.category', '=', filter.category);
  const pattern = containsPattern(filter.text);
  if (pattern) query = query.where('chosen.reader_title', 'ilike', pattern);
  return query.$call(sortedBy(documentSortColumns, sql`chosen.id`, order));
}

/** One page of the library and its total. */
export async function pageDocuments(
  database: Database,
  ownerIds: string[],
  filter: DocumentFilter,
  list: ListArguments<DocumentSort>,
): Promise<{ documents: ListedDocument[]; total: number }> {
  const { rows, total } = await pageOf(
    database,
    documentsQuery(database, ownerIds, filter, list),
    list,
  );
  return { documents: rows, total };
}

/** The export's reader of the same list. */
export function documentListReader(
  ownerIds: string[],
  filter: DocumentFilter,
  order: ListOrder<DocumentSort>,
) {
  return (source: Database, offset: number, limit: number): Promise<ListedDocument[]> =>
    documentsQuery(source, ownerIds, filter, order).limit(limit).offset(offset).execute();
}
