import { randomBytes } from 'node:crypto';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import { enqueueTask } from '../../tasks/task-definition.js';
import type { CountryCode } from '../../shared/countries.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { recordAuditEvent, type AuditActor } from '../audit-log/service.js';
import { listSuppliersViewerMayActFor } from '../suppliers/service.js';
import { assertWithinMailQuota } from '../email/policy.js';
import { generateReportTask } from './generate-report-task.js';
import type { ReportKind } from './inputs.js';
import { mayOrderReportFor } from './policy.js';
import { reportLanguageOf, translator } from './translate.js';

export interface ReportsContext {
  database: Database;
  country: CountryCode;
}

function certificateNumber(country: CountryCode, from: string): string {
  // 10 characters of Crockford base32: unguessable, and unambiguous when read aloud.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const random = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `COD-${country.toUpperCase()}-${from.slice(0, 4)}-${random}`;
}

function reportName(kind: ReportKind, language: string, from: string, to: string): string {
  const t = translator(reportLanguageOf(language));
  return `${t(`reports.kinds.${kind}`)} ${from} – ${to}`;
}

export async function assertDepartmentInScope(
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
 * the same supplier returns the report made the first time, and queues nothing more. With a
 * sender, MAIL_LIMIT_REACHED stores nothing.
 */
export async function insertReport(
  database: Database,
  country: CountryCode,
  report: NewReport,
  /** The user who orders it: the recipients count against their mail quota. */
  sender?: { userId: string; supplierId: string; actor?: AuditActor },
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
    if (sender) await assertWithinMailQuota(transaction, sender, report.recipients.length);
    if (sender) await recordReportOrdered(transaction, sender, inserted.id, report);
    await enqueueTask(
      transaction,
      generateReportTask,
      { reportId: inserted.id },
      { jobKey: `report:${inserted.id}` },
    );
    return { id: inserted.id, created: true };
  });
}

async function recordReportOrdered(
  transaction: Database,
  sender: { userId: string; supplierId: string; actor?: AuditActor },
  reportId: string,
  report: NewReport,
): Promise<void> {
  await recordAuditEvent(transaction, {
    supplierId: report.supplierId,
    actor: sender.actor ?? { type: 'user', userId: sender.userId },
    action: 'report.ordered',
    target: {
      type: 'report',
      id: reportId,
      label: reportName(report.kind, report.language, report.from, report.to),
    },
    details: { kind: report.kind, from: report.from, to: report.to },
  });
}

export function viewerName(viewer: Viewer): string {
  return [viewer.user.first_name, viewer.user.last_name].filter(Boolean).join(' ') || viewer.email;
}
