import { csvField, quotedCsvField } from '@itad-portal/validation';
import type { SupplierLoaders } from '../suppliers/service.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { TextTranslations } from '../../shared/translated-text.js';
import {
  looksLikePdf,
  removeStoredFile,
  storeFile,
  type FileLocation,
} from '../../shared/file-store.js';
import { assertReportAccess } from '../reports/policy.js';
import { announceSettlement, type SettlementAnnouncement } from './settlement-announcement.js';
import { jobIdsOfLines } from './line-jobs.js';
import { groupScopeSupplierIds } from '../suppliers/policy.js';
import {
  currencyOfCountry,
  fromCents,
  isSettlementPeriodType,
  periodEnd,
  settlementStatuses,
  toCents,
  type SettlementListType,
  type SettlementModel,
  type SettlementPeriodType,
  type SettlementStatus,
} from './settlement-model.js';

interface SettlementContext {
  country: CountryCode;
  database: Database;
  loaders: SupplierLoaders;
}

async function scopeOf(context: SettlementContext, viewer: Viewer): Promise<string[]> {
  // Settlements are money matters: only users whose access includes reports see them, for the
  // supplier acted for and, when that is a master account, its sub-suppliers.
  assertReportAccess(viewer);
  const acting = await context.loaders.supplierById.load(viewer.supplierId);
  const subSuppliers = acting?.is_master_account
    ? await context.loaders.subSuppliersByParentId.load(acting.id)
    : [];
  return groupScopeSupplierIds(viewer, acting ? [acting, ...subSuppliers] : [], null) ?? [];
}

/** The settlements with their lines, in position order (one query for them all). */
async function withLines(
  database: Database,
  rows: Omit<SettlementModel, 'lines'>[],
): Promise<SettlementModel[]> {
  if (!rows.length) return [];
  const lines = await database
    .selectFrom('settlement_lines')
    .selectAll()
    .where(
      'settlement_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.settlement_id === row.id),
  }));
}

/** The stored net amount (a generated column), or worked out when a row lacks it. */
export function netAmountOf(row: {
  net_amount: string | null;
  resale_value: string;
  service_costs: string;
}): string {
  return row.net_amount ?? fromCents(toCents(row.resale_value) - toCents(row.service_costs));
}

export interface SettlementList {
  settlements: SettlementModel[];
  currency: string;
  totals: { count: number; resaleValue: string; serviceCosts: string; netAmount: string };
}

/** One tab of /settlements/{type}: by period type or by status, newest period first. */
export async function listSettlements(
  context: SettlementContext,
  viewer: Viewer,
  type: SettlementListType,
): Promise<SettlementList> {
  const supplierIds = await scopeOf(context, viewer);
  const currency = currencyOfCountry[context.country];
  if (!supplierIds.length) {
    return {
      settlements: [],
      currency,
      totals: { count: 0, resaleValue: '0.00', serviceCosts: '0.00', netAmount: '0.00' },
    };
  }
  let query = context.database
    .selectFrom('settlements')
    .innerJoin('suppliers', 'suppliers.id', 'settlements.supplier_id')
    .selectAll('settlements')
    .select('suppliers.company as company')
    .where('settlements.supplier_id', 'in', supplierIds);
  query = isSettlementPeriodType(type)
    ? query.where('settlements.period_type', '=', type)
    : query.where('settlements.status', '=', type);
  const rows = await query
    .orderBy('settlements.period_start', 'desc')
    .orderBy('settlements.settlement_number', 'desc')
    .execute();
  const settlements = await withLines(context.database, rows);
  const sum = (pick: (row: SettlementModel) => string) =>
    fromCents(settlements.reduce((total, row) => total + toCents(pick(row)), 0));
  return {
    settlements,
    currency,
    totals: {
      count: settlements.length,
      resaleValue: sum((row) => row.resale_value),
      serviceCosts: sum((row) => row.service_costs),
      netAmount: sum((row) => netAmountOf(row)),
    },
  };
}

/** A settlement in the viewer's scope, or undefined (also for other suppliers' settlements). */
export async function findSettlement(
  context: SettlementContext,
  viewer: Viewer,
  id: string,
): Promise<SettlementModel | undefined> {
  const supplierIds = await scopeOf(context, viewer);
  if (!isUuid(id) || !supplierIds.length) return undefined;
  const row = await context.database
    .selectFrom('settlements')
    .innerJoin('suppliers', 'suppliers.id', 'settlements.supplier_id')
    .selectAll('settlements')
    .select('suppliers.company as company')
    .where('settlements.id', '=', id)
    .where('settlements.supplier_id', 'in', supplierIds)
    .executeTakeFirst();
  return row ? (await withLines(context.database, [row]))[0] : undefined;
}

const periodStartRule: Record<SettlementPeriodType, string> = {
  monthly: 'a month',
  quarterly: 'January, April, July or October',
  yearly: 'January',
};

const csvColumns = [
  'settlement_number',
  'company',
  'period_type',
  'period_start',
  'period_end',
  'status',
  'currency',
  'resale_value',
  'service_costs',
  'net_amount',
] as const;

// Amounts come from numeric columns and stay numbers; every other field is text a user wrote.
const amountColumns: ReadonlySet<string> = new Set(['resale_value', 'service_costs', 'net_amount']);

function csvCell(column: string, value: string): string {
  return amountColumns.has(column) ? quotedCsvField(value) : csvField(value, { alwaysQuote: true });
}

/** The list as CSV (UTF-8 with BOM so spreadsheets read the letters right). */
export function settlementsCsv(list: SettlementList): string {
  const lines = [csvColumns.join(',')];
  for (const settlement of list.settlements) {
    const values = { ...settlement, net_amount: netAmountOf(settlement) };
    lines.push(csvColumns.map((column) => csvCell(column, String(values[column]))).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface NewSettlementLine {
  /** English, as the provider's other texts; translations per portal language may follow. */
  description: string;
  category?: string | undefined;
  descriptionTranslations?: TextTranslations | undefined;
  categoryTranslations?: TextTranslations | undefined;
  quantity: number;
  resaleValue: string;
  serviceCosts: string;
  /** The supplier's job the line settles, by its number. */
  jobNumber?: string | undefined;
}

export interface NewSettlement {
  supplierId: string;
  settlementNumber: string;
  periodType: SettlementPeriodType;
  periodStart: string;
  lines: NewSettlementLine[];
  status?: SettlementStatus | undefined;
  /** A PDF on this machine (the command line). */
  pdfFile?: string | undefined;
  /** The PDF's bytes (the provider API, demo data). */
  pdfContent?: Buffer | undefined;
  /** The name it is downloaded under; defaults to the file's name or "Settlement <number>.pdf". */
  pdfFileName?: string | undefined;
  /** The PDF is the portal's own rendering: downloads render it again in the reader's language. */
  portalDocument?: boolean | undefined;
}

/** Translations of 1 to `maximumLength` characters, trimmed; anything else is refused. */
function checkedTranslations(
  translations: TextTranslations | undefined,
  maximumLength: number,
  what: string,
): TextTranslations {
  const checked: TextTranslations = {};
  for (const [language, text] of Object.entries(translations ?? {})) {
    const trimmed = text.trim();
    if (trimmed.length < 1 || trimmed.length > maximumLength) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `${what} (${language}) must be 1 to ${maximumLength} characters.`,
      );
    }
    checked[language as keyof TextTranslations] = trimmed;
  }
  return checked;
}

function pdfNameOf(input: NewSettlement, number: string): string {
  const name = (
    input.pdfFileName ?? (input.pdfFile ? path.basename(input.pdfFile) : `Settlement ${number}.pdf`)
  )
    .replace(/[\\/]/g, '_')
    .trim()
    .slice(0, 196);
  return name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
}

/**
 * Records a settlement with its lines and PDF, all or nothing (for the provider's command line).
 * The amounts are the sums of the lines; the currency is the country's.
 */
export async function addSettlement(
  database: Database,
  location: FileLocation,
  input: NewSettlement,
  /** Published to the supplier's users (the provider's calls; not the demo data). */
  announcement?: SettlementAnnouncement,
): Promise<SettlementModel> {
  const number = input.settlementNumber.trim();
  if (number.length < 1 || number.length > 60) {
    throw new DomainError('BAD_USER_INPUT', 'The settlement number must be 1 to 60 characters.');
  }
  const end = periodEnd(input.periodType, input.periodStart);
  if (!end) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `A ${input.periodType} period starts on the first day of ${periodStartRule[input.periodType]} (YYYY-MM-DD).`,
    );
  }
  if (!input.lines.length) throw new DomainError('BAD_USER_INPUT', 'A settlement needs lines.');
  const lines = input.lines.map((line, index) => {
    const where = `Line ${index + 1}`;
    const description = line.description.trim();
    if (description.length < 1 || description.length > 300) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `${where}: the description must be 1 to 300 characters.`,
      );
    }
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      throw new DomainError('BAD_USER_INPUT', `${where}: the quantity must be a whole number.`);
    }
    let resale: number;
    let costs: number;
    try {
      resale = toCents(line.resaleValue);
      costs = toCents(line.serviceCosts);
    } catch (error) {
      throw new DomainError('BAD_USER_INPUT', `${where}: ${(error as Error).message}.`);
    }
    return {
      description,
      category: line.category?.trim() || null,
      descriptionTranslations: checkedTranslations(
        line.descriptionTranslations,
        300,
        `${where}: the description`,
      ),
      categoryTranslations: checkedTranslations(
        line.categoryTranslations,
        100,
        `${where}: the category`,
      ),
      quantity: line.quantity,
      resale,
      costs,
    };
  });
  const supplier = isUuid(input.supplierId)
    ? await database
        .selectFrom('suppliers')
        .select(['id', 'company'])
        .where('id', '=', input.supplierId)
        .executeTakeFirst()
    : undefined;
  if (!supplier) throw new DomainError('NOT_FOUND', `No supplier ${input.supplierId}.`);
  const jobIds = await jobIdsOfLines(
    database,
    supplier.id,
    input.lines.map((line) => line.jobNumber?.trim() || null),
  );

  const pdf =
    input.pdfContent ?? (input.pdfFile !== undefined ? await readFile(input.pdfFile) : undefined);
  if (pdf && !looksLikePdf(pdf)) throw new DomainError('BAD_USER_INPUT', 'The file is not a PDF.');
  const stored = pdf ? await storeFile(location, pdf, 'pdf') : undefined;
  try {
    return await database.transaction().execute(async (transaction) => {
      const taken = await transaction
        .selectFrom('settlements')
        .select('id')
        .where('settlement_number', '=', number)
        .executeTakeFirst();
      if (taken) throw new DomainError('BAD_USER_INPUT', `Settlement ${number} exists already.`);
      const settlement = await transaction
        .insertInto('settlements')
        .values({
          supplier_id: supplier.id,
          settlement_number: number,
          period_type: input.periodType,
          period_start: input.periodStart,
          period_end: end,
          currency: currencyOfCountry[location.country],
          resale_value: fromCents(lines.reduce((total, line) => total + line.resale, 0)),
          service_costs: fromCents(lines.reduce((total, line) => total + line.costs, 0)),
          status: input.status ?? 'unpaid',
          document_file_name: stored ? pdfNameOf(input, number) : null,
          document_storage_name: stored?.storageName ?? null,
          document_size_bytes: stored?.sizeBytes ?? null,
          portal_document: Boolean(stored && input.portalDocument),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const insertedLines = await transaction
        .insertInto('settlement_lines')
        .values(
          lines.map((line, index) => ({
            settlement_id: settlement.id,
            position: index + 1,
            description: line.description,
            category: line.category,
            description_translations: JSON.stringify(line.descriptionTranslations),
            category_translations: JSON.stringify(line.categoryTranslations),
            quantity: line.quantity,
            resale_value: fromCents(line.resale),
            service_costs: fromCents(line.costs),
            job_id: jobIds[index] ?? null,
          })),
        )
        .returningAll()
        .execute();
      if (announcement) {
        await announceSettlement(transaction, settlement, location.country, announcement);
      }
      return { ...settlement, company: supplier.company, lines: insertedLines };
    });
  } catch (error) {
    if (stored) await removeStoredFile(location, stored.storageName);
    throw error;
  }
}

/**
 * Moves a settlement on in its life: unpaid -> paid -> settled (a step may be skipped, never
 * taken back). Returns the previous status.
 */
export async function changeSettlementStatus(
  database: Database,
  settlementNumber: string,
  status: SettlementStatus,
): Promise<{ previous: SettlementStatus; id: string }> {
  return database.transaction().execute(async (transaction) => {
    const settlement = await transaction
      .selectFrom('settlements')
      .select(['id', 'status'])
      .where('settlement_number', '=', settlementNumber)
      .forUpdate()
      .executeTakeFirst();
    if (!settlement) throw new DomainError('NOT_FOUND', `No settlement ${settlementNumber}.`);
    const previous = settlement.status as SettlementStatus;
    if (settlementStatuses.indexOf(status) <= settlementStatuses.indexOf(previous)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `Settlement ${settlementNumber} is ${previous}; it can only move on (unpaid -> paid -> settled).`,
      );
    }
    await transaction
      .updateTable('settlements')
      .set({ status, status_changed_at: new Date() })
      .where('id', '=', settlement.id)
      .execute();
    return { previous, id: settlement.id };
  });
}

/** A settlement by its number, for the provider's own calls (no supplier scope). */
export async function findSettlementByNumber(
  database: Database,
  settlementNumber: string,
): Promise<SettlementModel | undefined> {
  const row = await database
    .selectFrom('settlements')
    .innerJoin('suppliers', 'suppliers.id', 'settlements.supplier_id')
    .selectAll('settlements')
    .select('suppliers.company as company')
    .where('settlements.settlement_number', '=', settlementNumber)
    .executeTakeFirst();
  return row ? (await withLines(database, [row]))[0] : undefined;
}
