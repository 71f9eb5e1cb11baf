import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import {
  attentionFreshDays,
  attentionItemsPerKind,
  tokenExpiredShownDays,
  tokenWarningDays,
  type AttentionItemModel,
  type AttentionKind,
  type AttentionKindItems,
  type AttentionStatus,
} from './attention-model.js';

// Each query reads one kind through a partial index on the supplier's open items, at most
// attentionItemsPerKind rows, with the kind's total from the same scan (count(*) over ()).

const limit = attentionItemsPerKind;
const totalOver = sql<number>`(count(*) over ())::int`.as('total');

function item(
  kind: AttentionKind,
  status: AttentionStatus,
  values: Partial<AttentionItemModel> & Pick<AttentionItemModel, 'targetId' | 'label'>,
): AttentionItemModel {
  return {
    date: null,
    count: null,
    overdueCount: null,
    jobKind: null,
    settlementPeriodType: null,
    ...values,
    kind,
    status,
  };
}

function kindItems<Row extends { total: number }>(
  kind: AttentionKind,
  rows: Row[],
  toItem: (row: Row) => AttentionItemModel,
): AttentionKindItems {
  return { kind, items: rows.map(toItem), total: rows[0]?.total ?? 0 };
}

function noItems(kind: AttentionKind): AttentionKindItems {
  return { kind, items: [], total: 0 };
}

const jobKindOf = (kind: string) => (kind === 'DELIVERY' ? 'DELIVERY' : 'COLLECTION');
const periodTypeOf = (type: string) =>
  type === 'quarterly' || type === 'yearly' ? type : 'monthly';

/** Pickups and deliveries not yet collected, soonest first. */
export async function upcomingJobs(database: Database, supplierIds: string[]) {
  const rows = await database
    .selectFrom('jobs')
    .select(['id', 'job_number', 'kind', 'status', 'requested_date', totalOver])
    .where('supplier_id', 'in', supplierIds)
    .where('status', 'in', ['ORDERED', 'CONFIRMED', 'SCHEDULED'])
    .orderBy('requested_date')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('UPCOMING_JOB', rows, (row) =>
    item('UPCOMING_JOB', row.status as AttentionStatus, {
      targetId: row.id,
      label: row.job_number,
      date: row.requested_date,
      jobKind: jobKindOf(row.kind),
    }),
  );
}

/** Jobs whose reconciliation still misses assets, most recently changed first. */
export async function jobsMissingAssets(database: Database, supplierIds: string[]) {
  const rows = await database
    .selectFrom('jobs')
    .select(['id', 'job_number', 'kind', 'unresolved_missing_assets', 'updated_at', totalOver])
    .where('supplier_id', 'in', supplierIds)
    .where('unresolved_missing_assets', '>', 0)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('JOB_MISSING_ASSETS', rows, (row) =>
    item('JOB_MISSING_ASSETS', 'MISSING', {
      targetId: row.id,
      label: row.job_number,
      date: row.updated_at,
      count: row.unresolved_missing_assets,
      jobKind: jobKindOf(row.kind),
    }),
  );
}

const freshSince = sql<Date>`now() - make_interval(days => ${attentionFreshDays})`;

/** Reports ready recently and not downloaded yet, newest first. */
export async function readyReports(database: Database, supplierId: string) {
  const rows = await database
    .selectFrom('reports')
    .select(['id', 'name', 'certificate_number', 'completed_at', totalOver])
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'READY')
    .where('first_downloaded_at', 'is', null)
    .where('completed_at', '>', freshSince)
    .where('files_deleted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('available_until', 'is', null), eb('available_until', '>', sql<Date>`now()`)]),
    )
    .orderBy('completed_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('REPORT_READY', rows, (row) =>
    item('REPORT_READY', 'READY', {
      targetId: row.id,
      label: row.certificate_number ?? row.name,
      date: row.completed_at,
    }),
  );
}

/** Evidence packs ready recently and not downloaded yet, newest first. */
export async function readyEvidencePacks(database: Database, supplierId: string) {
  const rows = await database
    .selectFrom('evidence_packs')
    .select(['id', 'file_name', 'completed_at', totalOver])
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'READY')
    .where('first_downloaded_at', 'is', null)
    .where('completed_at', '>', freshSince)
    .orderBy('completed_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('EVIDENCE_PACK_READY', rows, (row) =>
    item('EVIDENCE_PACK_READY', 'READY', {
      targetId: row.id,
      label: row.file_name ?? 'evidence-pack.zip',
      date: row.completed_at,
    }),
  );
}

/** Unpaid settlements of the group, oldest period first. */
export async function unpaidSettlements(database: Database, supplierIds: string[]) {
  if (!supplierIds.length) return noItems('SETTLEMENT_UNPAID');
  const rows = await database
    .selectFrom('settlements')
    .select(['id', 'settlement_number', 'period_type', 'period_end', totalOver])
    .where('supplier_id', 'in', supplierIds)
    .where('status', '=', 'unpaid')
    .orderBy('period_end')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('SETTLEMENT_UNPAID', rows, (row) =>
    item('SETTLEMENT_UNPAID', 'UNPAID', {
      targetId: row.id,
      label: row.settlement_number,
      date: row.period_end,
      settlementPeriodType: periodTypeOf(row.period_type),
    }),
  );
}

/** Settlements published recently that nobody has opened (unpaid ones are listed as such). */
export async function publishedSettlements(database: Database, supplierIds: string[]) {
  if (!supplierIds.length) return noItems('SETTLEMENT_PUBLISHED');
  const rows = await database
    .selectFrom('settlements')
    .select(['id', 'settlement_number', 'period_type', 'created_at', totalOver])
    .where('supplier_id', 'in', supplierIds)
    .where('first_opened_at', 'is', null)
    .where('status', '<>', 'unpaid')
    .where('created_at', '>', freshSince)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('SETTLEMENT_PUBLISHED', rows, (row) =>
    item('SETTLEMENT_PUBLISHED', 'PUBLISHED', {
      targetId: row.id,
      label: row.settlement_number,
      date: row.created_at,
      settlementPeriodType: periodTypeOf(row.period_type),
    }),
  );
}

/** Tokens that expire soon or expired lately and are not revoked, soonest expiry first. */
export async function expiringTokens(database: Database, supplierId: string) {
  const rows = await database
    .selectFrom('api_tokens')
    .select([
      'id',
      'name',
      'expires_at',
      sql<boolean>`expires_at <= now()`.as('expired'),
      totalOver,
    ])
    .where('supplier_id', '=', supplierId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '<', sql<Date>`now() + make_interval(days => ${tokenWarningDays})`)
    .where('expires_at', '>', sql<Date>`now() - make_interval(days => ${tokenExpiredShownDays})`)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('API_TOKEN_EXPIRING', rows, (row) =>
    item('API_TOKEN_EXPIRING', row.expired ? 'EXPIRED' : 'EXPIRING', {
      targetId: row.id,
      label: row.name,
      date: row.expires_at,
    }),
  );
}

/** Endpoints whose events fail, or that were switched off for failing. */
export async function failingWebhooks(database: Database, supplierId: string) {
  const rows = await database
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'enabled', 'consecutive_failed_events', totalOver])
    .where('supplier_id', '=', supplierId)
    .where((eb) =>
      eb.or([
        eb.and([eb('enabled', '=', true), eb('consecutive_failed_events', '>', 0)]),
        eb('disabled_reason', '=', 'failing'),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return kindItems('WEBHOOK_FAILING', rows, (row) =>
    item('WEBHOOK_FAILING', row.enabled ? 'FAILING' : 'DISABLED', {
      targetId: row.id,
      label: row.url,
      count: row.consecutive_failed_events,
    }),
  );
}
