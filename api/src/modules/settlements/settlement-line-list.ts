import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
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
import type { Viewer } from '../auth/viewer-model.js';
import { resolveGroupScope } from '../suppliers/service.js';
import { assertReportAccess } from '../reports/policy.js';
import { textSort } from '../../shared/lists/list-collation.js';
import type { ServerLanguage } from '../../shared/translations.js';

export const settlementLineSorting = {
  sorts: [
    'position',
    'description',
    'category',
    'quantity',
    'resale_value',
    'service_costs',
    'net_amount',
  ],
  defaultSort: 'position',
  defaultDirection: 'ASC',
} as const satisfies ListSorting<string>;
export type SettlementLineSort = (typeof settlementLineSorting.sorts)[number];

/** A line's text in the reader's language: its translation when it has one, else English. */
function translatedColumn(column: 'description' | 'category', language: ServerLanguage) {
  const translations = sql.ref(`settlement_lines.${column}_translations`);
  return sql<
    string | null
  >`coalesce(nullif(trim(${translations} ->> ${language}), ''), ${sql.ref(`settlement_lines.${column}`)})`;
}

function settlementLineSortColumns(language: ServerLanguage) {
  return {
    position: sql`settlement_lines.position`,
    description: textSort(translatedColumn('description', language)),
    category: textSort(translatedColumn('category', language)),
    quantity: sql`settlement_lines.quantity`,
    resale_value: sql`settlement_lines.resale_value`,
    service_costs: sql`settlement_lines.service_costs`,
    net_amount: sql`settlement_lines.net_amount`,
  };
}

export interface SettlementLineFilter {
  /** Part of the description or the category. */
  text?: string | null;
}

const text = z.string().trim().max(100);
export const settlementLineFilterInput = z
  .object({ text: text.nullish() })
  .nullish()
  .transform((filter) => filter ?? {});
export const settlementLineListArguments = listArgumentsInput(settlementLineSorting);

/** GET /files/{country}/exports/settlement-lines.{csv,xlsx}: the settlement, filter and order. */
export const settlementLineExportQuery = {
  settlement_id: z.string().trim().max(100),
  text: text.optional(),
  ...listOrderQuery(settlementLineSorting),
};

/**
 * The settlement if the viewer sees it (settlement access; the supplier acted for, or a master
 * account's group); NOT_FOUND for any other id.
 */
export async function findViewableSettlement(
  database: Database,
  viewer: Viewer,
  settlementId: string,
): Promise<{ id: string; settlement_number: string }> {
  assertReportAccess(viewer);
  if (!isUuid(settlementId)) throw notFound();
  const scope = await resolveGroupScope(database, viewer, null);
  const settlement = await database
    .selectFrom('settlements')
    .select(['id', 'settlement_number'])
    .where('id', '=', settlementId)
    .where('supplier_id', 'in', scope.supplierIds)
    .executeTakeFirst();
  if (!settlement) throw notFound();
  return settlement;
}

/**
 * A person opening a settlement (its lines or its document) resolves its "newly published" item
 * on the dashboard; a system reading it through an API token does not.
 */
export async function markSettlementOpened(
  database: Database,
  viewer: Viewer,
  settlementId: string,
): Promise<void> {
  if (viewer.apiToken) return;
  await database
    .updateTable('settlements')
    .set({ first_opened_at: sql<Date>`now()` })
    .where('id', '=', settlementId)
    .where('first_opened_at', 'is', null)
    .execute();
}

/** A settlement's lines matching the text, in the order asked for; ties by position (unique). */
function settlementLinesQuery(
  database: Database,
  settlementId: string,
  filter: SettlementLineFilter,
  order: ListOrder<SettlementLineSort>,
) {
  const description = translatedColumn('description', order.language);
  const category = translatedColumn('category', order.language);
  // The texts as the reader reads them, so the filter, the order and an export agree with the page.
  let query = database
    .selectFrom('settlement_lines')
    .select([
      'settlement_lines.id',
      'settlement_lines.settlement_id',
      'settlement_lines.position',
      sql<string>`${description}`.as('description'),
      category.as('category'),
      'settlement_lines.quantity',
      'settlement_lines.resale_value',
      'settlement_lines.service_costs',
      'settlement_lines.net_amount',
      'settlement_lines.job_id',
      'settlement_lines.description_translations',
      'settlement_lines.category_translations',
    ])
    .where('settlement_lines.settlement_id', '=', settlementId);
  const pattern = containsPattern(filter.text);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([eb(description, 'ilike', pattern), eb(category, 'ilike', pattern)]),
    );
  }
  return query.$call(
    sortedBy(settlementLineSortColumns(order.language), sql`settlement_lines.position`, order),
  );
}

/** One page of a settlement's lines and their total. */
export function pageSettlementLines(
  database: Database,
  settlementId: string,
  filter: SettlementLineFilter,
  list: ListArguments<SettlementLineSort>,
) {
  return pageOf(database, settlementLinesQuery(database, settlementId, filter, list), list);
}

/** The export's reader of the same list. */
export function settlementLineListReader(
  settlementId: string,
  filter: SettlementLineFilter,
  order: ListOrder<SettlementLineSort>,
) {
  return (source: Database, offset: number, limit: number) =>
    settlementLinesQuery(source, settlementId, filter, order).limit(limit).offset(offset).execute();
}
