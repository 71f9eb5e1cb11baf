import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { enqueueTask } from '../../tasks/task-definition.js';
import { DomainError, forbidden, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { generateReportTask } from './generate-report-task.js';
import { recordAuditEvent, userActor } from '../audit-log/service.js';
import type { OrderReportInput } from './inputs.js';
import type { ReportModel, ReportRow } from './report-model.js';
import {
  assertDepartmentInScope,
  insertReport,
  viewerName,
  type ReportsContext,
} from './report-store.js';
import { assertBelowSubscriptionCap, createSubscription } from './subscriptions.js';

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
  // A regular report is a standing setting of the account, which an API token may not make.
  if (viewer.apiToken && input.regular) throw forbidden();
  await assertDepartmentInScope(database, viewer, input.supplier_id);
  await assertRoomForAnotherReport(database, viewer.supplierId, input.idempotency_key);
  // Before ordering, so a refused regular report orders nothing either.
  if (input.regular && input.interval) {
    await assertBelowSubscriptionCap(database, viewer.supplierId);
  }
  const { id, created } = await insertReport(
    database,
    country,
    {
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
    },
    { userId: viewer.userId, supplierId: viewer.supplierId, actor: userActor(viewer) },
  );
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

/** The department (sub-supplier) a report is limited to, by name. */
export const departmentName = sql<
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
  return withReportFiles(context, await query.execute());
}

/** Report rows with their files (a READY report's only), in one query for them all. */
export async function withReportFiles(
  context: ReportsContext,
  rows: Omit<ReportModel, 'files' | 'country'>[],
): Promise<ReportModel[]> {
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
    await enqueueTask(
      transaction,
      generateReportTask,
      { reportId },
      { jobKey: `report:${reportId}` },
    );
  });
  const report = await findReport(context, supplierId, reportId);
  if (!report) throw notFound();
  return report;
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

/** The first download of a report resolves its "ready" item on the dashboard. */
export async function markReportsDownloaded(
  database: Database,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await database
    .updateTable('reports')
    .set({ first_downloaded_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('first_downloaded_at', 'is', null)
    .execute();
}

/**
 * Records a download of a report's file by its link (read-only, so right after the checks). The
 * link is the credential and carries no session, so the actor is the link's holder.
 */
export async function recordReportDownload(
  database: Database,
  report: {
    id: string;
    supplier_id: string;
    kind: string;
    name: string;
    certificate_number: string | null;
  },
  format: string,
): Promise<void> {
  const certificate = report.kind === 'CERTIFICATE_OF_DESTRUCTION';
  await markReportsDownloaded(database, [report.id]);
  await recordAuditEvent(database, {
    supplierId: report.supplier_id,
    actor: { type: 'link' },
    action: certificate ? 'certificate.downloaded' : 'report.downloaded',
    target: { type: 'report', id: report.id, label: report.certificate_number ?? report.name },
    details: { format, kind: report.kind },
  });
}

/** One file of a ready report, with the key and the date its link needs (the download route's). */
export function findReadyReportFile(database: Database, reportId: string, format: string) {
  return database
    .selectFrom('reports')
    .innerJoin('report_files', 'report_files.report_id', 'reports.id')
    .select([
      'reports.download_key',
      'reports.available_until',
      'reports.subscription_id',
      'reports.idempotency_key',
      'reports.ordered_by_user_id',
      'reports.supplier_id',
      'reports.id',
      'reports.kind',
      'reports.name',
      'reports.certificate_number',
      'report_files.file_name',
      'report_files.storage_path',
    ])
    .where('reports.id', '=', reportId)
    .where('reports.status', '=', 'READY')
    .where('report_files.format', '=', format)
    .executeTakeFirst();
}

// The certificate of destruction as evidence packs reuse it: the same layout and unit digest.
export { writeCertificatePdf } from './files/certificate-pdf.js';
export { countReportUnits } from './report-units.js';
// Deactivating a user pauses their regular reports in the same transaction (supplier-users, SCIM).
export { pauseSubscriptionsOfDeactivatedCreator } from './subscriptions.js';
