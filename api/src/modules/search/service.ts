import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { escapeLike } from '../../shared/like-patterns.js';
import { businessDayOf } from '../../shared/local-dates.js';
import { readerLanguageOf, translate } from '../../shared/translations.js';
import type { Viewer } from '../auth/viewer-model.js';
import { mayAccessReports } from '../reports/policy.js';
import { departmentName } from '../reports/service.js';
import { resolveGroupScope } from '../suppliers/service.js';
import { searchUnitsBySerialPrefix } from '../units/service.js';
import {
  rankSearchResults,
  reportKinds,
  searchLimitPerKind,
  type SearchResultModel,
} from './search-model.js';

/**
 * The texts a number may start with: as typed and in capitals (numbers are stored in capitals,
 * people type them in lower case), each escaped for LIKE.
 */
function prefixPatternsOf(text: string): string[] {
  return [...new Set([text, text.toUpperCase()])].map((variant) => `${escapeLike(variant)}%`);
}

function isExact(label: string, text: string): boolean {
  return label === text || label === text.toUpperCase();
}

/** Units by serial number prefix: the dashboard's serial search, its first few. */
async function findUnits(database: Database, supplierIds: string[], text: string) {
  const units = await searchUnitsBySerialPrefix(database, supplierIds, text, searchLimitPerKind);
  return units.map((unit): SearchResultModel => ({
    kind: 'UNIT',
    label: unit.serial_number,
    secondary_text:
      [[unit.manufacturer, unit.model].filter(Boolean).join(' '), unit.job_number]
        .filter(Boolean)
        .join(' · ') || null,
    day: null,
    exact: isExact(unit.serial_number, text),
    target_id: unit.id,
    supplier_id: unit.supplier_id,
    settlement_period_type: null,
  }));
}

async function findJobs(database: Database, supplierIds: string[], text: string) {
  const rows = await database
    .selectFrom('jobs')
    .select(['id', 'supplier_id', 'job_number', 'address', 'city', 'requested_date'])
    .where('supplier_id', 'in', supplierIds)
    .where((eb) =>
      eb.or(prefixPatternsOf(text).map((pattern) => eb('job_number', 'like', pattern))),
    )
    .orderBy(sql`job_number collate "C"`)
    .limit(searchLimitPerKind)
    .execute();
  return rows.map((row): SearchResultModel => ({
    kind: 'JOB',
    label: row.job_number,
    secondary_text: `${row.address}, ${row.city}`,
    day: String(row.requested_date),
    exact: isExact(row.job_number, text),
    target_id: row.id,
    supplier_id: row.supplier_id,
    settlement_period_type: null,
  }));
}

/** Certificates issued to the supplier acted for: those its certificates page lists. */
async function findCertificates(database: Database, supplierId: string, text: string) {
  const rows = await database
    .selectFrom('reports')
    .select(['id', 'supplier_id', 'certificate_number', 'completed_at'])
    .select(departmentName.as('department'))
    .where('supplier_id', '=', supplierId)
    .where('kind', '=', 'CERTIFICATE_OF_DESTRUCTION')
    .where('status', '=', 'READY')
    .where('certificate_number', 'is not', null)
    .where((eb) =>
      eb.or(prefixPatternsOf(text).map((pattern) => eb('certificate_number', 'like', pattern))),
    )
    .orderBy(sql`certificate_number collate "C"`)
    .limit(searchLimitPerKind)
    .execute();
  return rows.map((row): SearchResultModel => ({
    kind: 'CERTIFICATE',
    label: row.certificate_number ?? '',
    secondary_text: row.department,
    day: row.completed_at ? businessDayOf(new Date(row.completed_at)) : null,
    exact: isExact(row.certificate_number ?? '', text),
    target_id: row.id,
    supplier_id: row.supplier_id,
    settlement_period_type: null,
  }));
}

async function findSettlements(database: Database, supplierIds: string[], text: string) {
  const rows = await database
    .selectFrom('settlements')
    .innerJoin('suppliers', 'suppliers.id', 'settlements.supplier_id')
    .select([
      'settlements.id',
      'settlements.supplier_id',
      'settlements.settlement_number',
      'settlements.period_type',
      'settlements.period_start',
      'suppliers.company',
    ])
    .where('settlements.supplier_id', 'in', supplierIds)
    .where((eb) =>
      eb.or(
        prefixPatternsOf(text).map((pattern) =>
          eb('settlements.settlement_number', 'like', pattern),
        ),
      ),
    )
    .orderBy(sql`settlements.settlement_number collate "C"`)
    .limit(searchLimitPerKind)
    .execute();
  return rows.map((row): SearchResultModel => ({
    kind: 'SETTLEMENT',
    label: row.settlement_number,
    secondary_text: row.company,
    day: String(row.period_start),
    exact: isExact(row.settlement_number, text),
    target_id: row.id,
    supplier_id: row.supplier_id,
    settlement_period_type: row.period_type,
  }));
}

/** The kinds of report whose name, in the reader's language, contains the text. */
function findReportKinds(viewer: Viewer, text: string): SearchResultModel[] {
  const language = readerLanguageOf(viewer.user.language);
  const wanted = text.toLocaleLowerCase();
  return reportKinds.flatMap((kind) => {
    const name = translate(language, `reports.kinds.${kind}`);
    const lowerName = name.toLocaleLowerCase();
    if (!lowerName.includes(wanted)) return [];
    return [
      {
        kind: 'REPORT' as const,
        label: name,
        secondary_text: null,
        day: null,
        exact: lowerName === wanted,
        target_id: kind,
        supplier_id: null,
        settlement_period_type: null,
      },
    ];
  });
}

/**
 * Search everywhere in the viewer's scope (NOT_FOUND for a company outside it). Money and
 * reports only for users with report access, as their pages.
 */
export async function searchPortal(
  database: Database,
  viewer: Viewer,
  input: { text: string; supplier_id?: string | null | undefined },
): Promise<SearchResultModel[]> {
  const { supplierIds } = await resolveGroupScope(database, viewer, input.supplier_id);
  const reports = mayAccessReports(viewer);
  // Certificates belong to the supplier acted for; narrowed to another company there are none.
  const certificates = reports && supplierIds.includes(viewer.supplierId);
  const none = Promise.resolve([]);
  const found = await Promise.all([
    findUnits(database, supplierIds, input.text),
    findJobs(database, supplierIds, input.text),
    certificates ? findCertificates(database, viewer.supplierId, input.text) : none,
    reports ? findSettlements(database, supplierIds, input.text) : none,
  ]);
  return rankSearchResults([
    ...found.flat(),
    ...(reports ? findReportKinds(viewer, input.text) : []),
  ]);
}
