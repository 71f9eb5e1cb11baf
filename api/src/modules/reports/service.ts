import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../../graphql/context.js';
import { enqueueJob } from '../../jobs/job-definition.js';
import type { CountryCode } from '../../shared/countries.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { listSuppliersViewerMayActFor } from '../suppliers/service.js';
import { todayInBusinessTimeZone } from '../units/periods.js';
import { generateReportJob } from './generate-report-job.js';
import type { OrderReportInput, ReportKind, SubscriptionInput } from './inputs.js';
import { previousFullPeriod } from './intervals.js';
import { mayOrderReportFor } from './policy.js';
import type { ReportModel, ReportRow, ReportSubscriptionModel } from './report-model.js';
import { reportLanguageOf, translator } from './translate.js';

interface ReportsContext {
  database: Database;
  country: CountryCode;
}

function certificateNumber(country: CountryCode, from: string): string {
  // 10 characters of Crockford base32: unguessable, and unambiguous when read aloud.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const random = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `COD-${country.toUpperCase()}-${from.slice(0, 4)}-${random}`;
}

export function reportName(kind: ReportKind, language: string, from: string, to: string): string {
  const t = translator(reportLanguageOf(language));
  return `${t(`reports.kinds.${kind}`)} ${from} – ${to}`;
}

async function assertDepartmentInScope(
  database: Database,
  viewer: Viewer,
  departmentId: string | null | undefined,
): Promise<void> {
  if (departmentId && !isUuid(departmentId)) throw notFound();
  const actable = await listSuppliersViewerMayActFor(database, viewer);
  if (!mayOrderReportFor(viewer, actable, departmentId)) throw notFound();
}

export interface NewReport {
  supplierId: string;
  orderedByUserId: string | null;
  orderedByName: string;
  subscriptionId: string | null;
  idempotencyKey: string;
  kind: ReportKind;
  from: string;
  to: string;
  dateColumn: string;
  departmentId: string | null;
  freeText: string | null;
  serialOrProduct: string | null;
  recipients: string[];
  language: string;
}

/**
 * Inserts a report and queues its generation in one transaction; the same idempotency key for
 * the same supplier returns the report made the first time, and queues nothing more.
 */
export async function insertReport(
  database: Database,
  country: CountryCode,
  report: NewReport,
): Promise<{ id: string; created: boolean }> {
  return database.transaction().execute(async (transaction) => {
    const inserted = await transaction
      .insertInto('reports')
      .values({
        supplier_id: report.supplierId,
        ordered_by_user_id: report.orderedByUserId,
        ordered_by_name: report.orderedByName,
        subscription_id: report.subscriptionId,
        idempotency_key: report.idempotencyKey,
        kind: report.kind,
        name: reportName(report.kind, report.language, report.from, report.to),
        date_from: report.from,
        date_to: report.to,
        date_column: report.dateColumn,
        scope_supplier_id: report.departmentId,
        free_text: report.freeText,
        serial_or_product: report.serialOrProduct,
        recipients: report.recipients,
        language: reportLanguageOf(report.language),
        certificate_number:
          report.kind === 'CERTIFICATE_OF_DESTRUCTION'
            ? certificateNumber(country, report.from)
            : null,
        download_key: randomBytes(24).toString('hex'),
      })
      .onConflict((conflict) => conflict.columns(['supplier_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await transaction
        .selectFrom('reports')
        .select('id')
        .where('supplier_id', '=', report.supplierId)
        .where('idempotency_key', '=', report.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    }
    await enqueueJob(
      transaction,
      generateReportJob,
      { reportId: inserted.id },
      { jobKey: `report:${inserted.id}` },
    );
    return { id: inserted.id, created: true };
  });
}

function viewerName(viewer: Viewer): string {
  return [viewer.user.first_name, viewer.user.last_name].filter(Boolean).join(' ') || viewer.email;
}

/** Reports a supplier may have queued or generating at once; more wait for these to finish. */
export const maximumReportsInProgress = 10;

async function assertRoomForAnotherReport(
  database: Database,
  supplierId: string,
  idempotencyKey: string,
): Promise<void> {
  const row = await database
    .selectFrom('reports')
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere('status', 'in', ['QUEUED', 'GENERATING'])
        .as('in_progress'),
      eb.fn.countAll<number>().filterWhere('idempotency_key', '=', idempotencyKey).as('same_key'),
    ])
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
  // A repeated order is answered with its report however busy the queue is.
  if (row.same_key === 0 && row.in_progress >= maximumReportsInProgress) {
    throw new DomainError(
      'TOO_MANY_ATTEMPTS',
      `At most ${maximumReportsInProgress} reports can be in the making at once. Order more when some are ready.`,
    );
  }
}

export async function orderReport(
  context: ReportsContext,
  viewer: Viewer,
  input: OrderReportInput,
): Promise<ReportModel> {
  const { database, country } = context;
  await assertDepartmentInScope(database, viewer, input.supplier_id);
  await assertRoomForAnotherReport(database, viewer.supplierId, input.idempotency_key);
  const { id, created } = await insertReport(database, country, {
    supplierId: viewer.supplierId,
    orderedByUserId: viewer.userId,
    orderedByName: viewerName(viewer),
    subscriptionId: null,
    idempotencyKey: input.idempotency_key,
    kind: input.kind,
    from: input.from,
    to: input.to,
    dateColumn: input.date_column,
    departmentId: input.supplier_id ?? null,
    freeText: input.free_text,
    serialOrProduct: input.serial_or_product,
    recipients: input.recipients,
    language: viewer.user.language,
  });
  if (created && input.regular && input.interval) {
    const subscription = await createSubscription(context, viewer, {
      ...input,
      interval: input.interval,
    });
    await database
      .updateTable('reports')
      .set({ subscription_id: subscription.id })
      .where('id', '=', id)
      .execute();
  }
  const report = await findReport(context, viewer.supplierId, id);
  if (!report) throw notFound();
  return report;
}

const departmentName = sql<
  string | null
>`(select company from suppliers where suppliers.id = reports.scope_supplier_id)`;

async function loadReports(
  context: ReportsContext,
  supplierId: string,
  filter: { id?: string; certificatesOnly?: boolean },
): Promise<ReportModel[]> {
  let query = context.database
    .selectFrom('reports')
    .leftJoin('report_subscriptions', 'report_subscriptions.id', 'reports.subscription_id')
    .selectAll('reports')
    .select([departmentName.as('department'), 'report_subscriptions.interval'])
    .where('reports.supplier_id', '=', supplierId)
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id')
    .limit(200);
  if (filter.id) query = query.where('reports.id', '=', filter.id);
  if (filter.certificatesOnly) {
    query = query
      .where('reports.kind', '=', 'CERTIFICATE_OF_DESTRUCTION')
      .where('reports.status', '=', 'READY');
  }
  const rows = await query.execute();
  if (!rows.length) return [];
  const files = await context.database
    .selectFrom('report_files')
    .selectAll()
    .where(
      'report_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('format', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    country: context.country,
    files: row.status === 'READY' ? files.filter((file) => file.report_id === row.id) : [],
  }));
}

export async function findReport(
  context: ReportsContext,
  supplierId: string,
  reportId: string,
): Promise<ReportModel | null> {
  if (!isUuid(reportId)) return null;
  const [report] = await loadReports(context, supplierId, { id: reportId });
  return report ?? null;
}

export function listReports(context: ReportsContext, supplierId: string): Promise<ReportModel[]> {
  return loadReports(context, supplierId, {});
}

export function listCertificates(
  context: ReportsContext,
  supplierId: string,
): Promise<ReportModel[]> {
  return loadReports(context, supplierId, { certificatesOnly: true });
}

/** Queues a failed report again, with a fresh count of attempts. */
export async function retryReport(
  context: ReportsContext,
  supplierId: string,
  reportId: string,
): Promise<ReportModel> {
  if (!isUuid(reportId)) throw notFound();
  await context.database.transaction().execute(async (transaction) => {
    const report = await transaction
      .selectFrom('reports')
      .select(['id', 'status'])
      .where('id', '=', reportId)
      .where('supplier_id', '=', supplierId)
      .forUpdate()
      .executeTakeFirst();
    if (!report) throw notFound();
    if (report.status !== 'FAILED') return;
    await transaction
      .updateTable('reports')
      .set({ status: 'QUEUED', attempts: 0, last_error: null, units_done: 0, heartbeat_at: null })
      .where('id', '=', reportId)
      .execute();
    await enqueueJob(
      transaction,
      generateReportJob,
      { reportId },
      { jobKey: `report:${reportId}` },
    );
  });
  const report = await findReport(context, supplierId, reportId);
  if (!report) throw notFound();
  return report;
}

export async function createSubscription(
  context: ReportsContext,
  viewer: Viewer,
  input: SubscriptionInput,
  now: Date = new Date(),
): Promise<ReportSubscriptionModel> {
  await assertDepartmentInScope(context.database, viewer, input.supplier_id);
  // The first report comes when the current period is complete.
  const current = previousFullPeriod(input.interval, todayInBusinessTimeZone(now));
  const created = await context.database
    .insertInto('report_subscriptions')
    .values({
      supplier_id: viewer.supplierId,
      created_by_user_id: viewer.userId,
      created_by_name: viewerName(viewer),
      kind: input.kind,
      interval: input.interval,
      date_column: input.date_column,
      scope_supplier_id: input.supplier_id ?? null,
      free_text: input.free_text,
      serial_or_product: input.serial_or_product,
      recipients: input.recipients,
      language: reportLanguageOf(viewer.user.language),
      last_period_from: current.from,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [subscription] = await listSubscriptions(context, viewer.supplierId, created.id);
  if (!subscription) throw notFound();
  return subscription;
}

export function listSubscriptions(
  context: ReportsContext,
  supplierId: string,
  id?: string,
): Promise<ReportSubscriptionModel[]> {
  let query = context.database
    .selectFrom('report_subscriptions')
    .selectAll()
    .select(
      sql<
        string | null
      >`(select company from suppliers where suppliers.id = report_subscriptions.scope_supplier_id)`.as(
        'department',
      ),
    )
    .where('supplier_id', '=', supplierId)
    .orderBy('created_at', 'desc')
    .orderBy('id');
  if (id) query = query.where('id', '=', id);
  return query.execute();
}

export async function deleteSubscription(
  context: ReportsContext,
  supplierId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) throw notFound();
  const result = await context.database
    .deleteFrom('report_subscriptions')
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
  return true;
}

/**
 * Orders the report of every regular subscription whose last full period has not been ordered
 * yet. Safe to run at any time and on any number of instances: the period is in the report's
 * idempotency key, so each period is ordered once.
 */
export async function orderDueRegularReports(
  database: Database,
  country: CountryCode,
  now: Date = new Date(),
): Promise<number> {
  const today = todayInBusinessTimeZone(now);
  const subscriptions = await database.selectFrom('report_subscriptions').selectAll().execute();
  let ordered = 0;
  for (const subscription of subscriptions) {
    const period = previousFullPeriod(subscription.interval as never, today);
    if (subscription.last_period_from && subscription.last_period_from >= period.from) continue;
    const { created } = await insertReport(database, country, {
      supplierId: subscription.supplier_id,
      orderedByUserId: subscription.created_by_user_id,
      orderedByName: subscription.created_by_name,
      subscriptionId: subscription.id,
      idempotencyKey: `subscription-${subscription.id}-${period.from}`,
      kind: subscription.kind as ReportKind,
      from: period.from,
      to: period.to,
      dateColumn: subscription.date_column,
      departmentId: subscription.scope_supplier_id,
      freeText: subscription.free_text,
      serialOrProduct: subscription.serial_or_product,
      recipients: subscription.recipients,
      language: subscription.language,
    });
    await database
      .updateTable('report_subscriptions')
      .set({ last_period_from: period.from })
      .where('id', '=', subscription.id)
      .execute();
    if (created) ordered += 1;
  }
  return ordered;
}

/** A certificate is genuine when its number and the SHA-256 of its file match what we issued. */
export async function verifyCertificate(
  database: Database,
  certificateNumber: string,
  sha256: string,
): Promise<
  | { valid: false }
  | {
      valid: true;
      report: Pick<ReportRow, 'certificate_number' | 'completed_at' | 'date_from' | 'date_to'> & {
        supplier: string;
        units: number;
      };
    }
> {
  const row = await database
    .selectFrom('reports')
    .innerJoin('report_files', 'report_files.report_id', 'reports.id')
    .innerJoin('suppliers', 'suppliers.id', 'reports.supplier_id')
    .select([
      'reports.certificate_number',
      'reports.completed_at',
      'reports.date_from',
      'reports.date_to',
      'reports.units_total',
      'suppliers.company',
    ])
    .where('reports.certificate_number', '=', certificateNumber)
    .where('reports.status', '=', 'READY')
    .where('report_files.format', '=', 'PDF')
    .where('report_files.sha256', '=', sha256)
    .executeTakeFirst();
  if (!row) return { valid: false };
  return {
    valid: true,
    report: { ...row, supplier: row.company, units: row.units_total ?? 0 },
  };
}
