import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineTask, type TaskDependencies } from '../../tasks/task-definition.js';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { queueReportReadyEmail } from '../email/service.js';
import { recordNotification } from '../notifications/service.js';
import { recordIssuedDocuments } from '../verify/service.js';
import { recordWebhookEvent } from '../webhooks/service.js';
import { isReportLinkRevoked } from './creator-standing.js';
import { mailAttachmentsFor } from './mail-attachments.js';
import { generateReportFiles, type GeneratedFile } from './generate.js';
import {
  claimReport,
  ReportClaimLostError,
  updateClaimedReport,
  updateClaimedReportOrStop,
  type ReportClaim,
} from './report-claims.js';
import { reportRetentionDays } from './report-model.js';
import { countReportUnits } from './report-units.js';
import { reportDownloadUrl, reportKeyPrefix, reportStorageRoot } from './storage.js';

const reportMaximumAttempts = 4;

/**
 * Generates one report's files, then in one transaction marks it ready, records the files and
 * queues the mails to its recipients. The report row, not the job, holds the state: a retried or
 * re-queued job for a report already ready (or held by another attempt) does nothing, and the
 * mails are queued exactly once. Every write names the attempt's claim: an attempt that lost its
 * report (taken for dead while only slow) stops at its next write and changes nothing.
 * A failure puts the report back in the queue until the last attempt, which marks it failed.
 */
export const generateReportTask = defineTask({
  name: 'generate_report',
  payloadSchema: z.object({ reportId: z.uuid() }),
  maximumAttempts: reportMaximumAttempts,
  async handle({ reportId }, dependencies, helpers) {
    const { config, database, logger } = dependencies;
    const claimed = await claimReport(database, reportId, dependencies.workerLifeId ?? null);
    if (!claimed) return;
    const { report, claim } = claimed;

    let lastProgressAt = 0;
    const heartbeat = setInterval(() => {
      updateClaimedReport(database, claim, { heartbeat_at: sql<Date>`now()` }).catch(
        (error: unknown) => logger.warn({ err: error, reportId }, 'Report heartbeat'),
      );
    }, config.recovery.heartbeatSeconds * 1000);
    try {
      const unitsTotal = await countReportUnits(database, report);
      await updateClaimedReportOrStop(database, claim, { units_total: unitsTotal });
      const { files, contentSha256 } = await generateReportFiles({
        ...dependencies,
        report,
        unitsTotal,
        onProgress: async (units) => {
          const now = Date.now();
          if (now - lastProgressAt < 500) return;
          lastProgressAt = now;
          await updateClaimedReportOrStop(database, claim, {
            units_done: units,
            heartbeat_at: sql<Date>`now()`,
          });
        },
        saveCheckpoint: (checkpoint) =>
          updateClaimedReportOrStop(database, claim, {
            resume_checkpoint: JSON.stringify(checkpoint),
            heartbeat_at: sql<Date>`now()`,
          }),
      });
      if (!(await completeReport(dependencies, claim, files, contentSha256, unitsTotal))) {
        throw new ReportClaimLostError(reportId);
      }
      await removeOtherAttempts(dependencies, reportId, `attempt-${report.attempts}`);
      logger.info({ reportId, kind: report.kind, unitsTotal }, 'Report generated');
    } catch (error) {
      if (error instanceof ReportClaimLostError) {
        // Another attempt has the report now: it decides its state and keeps its files.
        logger.warn({ reportId }, 'Report attempt stopped: another attempt holds the report');
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      const lastAttempt =
        report.attempts >= reportMaximumAttempts ||
        helpers.job.attempts >= helpers.job.max_attempts;
      await updateClaimedReport(database, claim, {
        status: lastAttempt ? 'FAILED' : 'QUEUED',
        last_error: reason.slice(0, 1000),
      });
      logger.warn({ reportId, err: error, lastAttempt }, 'Report not generated');
      if (!lastAttempt) throw error;
    } finally {
      clearInterval(heartbeat);
    }
  },
});

/** Marks the report ready, unless this attempt no longer holds it (then false). */
export async function completeReport(
  { config, country, database }: Pick<TaskDependencies, 'config' | 'country' | 'database'>,
  claim: ReportClaim,
  files: GeneratedFile[],
  contentSha256: string | null,
  unitsTotal: number,
): Promise<boolean> {
  const reportId = claim.reportId;
  return database.transaction().execute(async (transaction) => {
    const ready = await transaction
      .updateTable('reports')
      .set({
        status: 'READY',
        units_done: unitsTotal,
        completed_at: sql<Date>`now()`,
        available_until: sql<Date>`now() + make_interval(days => ${reportRetentionDays})`,
        content_sha256: contentSha256,
        last_error: null,
        claimed_by: null,
        claim_token: null,
        resume_checkpoint: null,
      })
      .where('id', '=', reportId)
      .where('claim_token', '=', claim.token)
      .where('status', '=', 'GENERATING')
      .returningAll()
      .executeTakeFirst();
    // Another attempt holds the report now (or it was changed): its files and mails stand.
    if (!ready) return false;
    await transaction.deleteFrom('report_files').where('report_id', '=', reportId).execute();
    await transaction
      .insertInto('report_files')
      .values(files.map((file) => ({ ...file, report_id: reportId })))
      .execute();
    // A certificate of destruction is registered by its hash for the public verify page.
    if (ready.kind === 'CERTIFICATE_OF_DESTRUCTION') {
      await recordIssuedDocuments(
        transaction,
        files.map((file) => ({
          sha256: file.sha256,
          kind: 'certificate_of_destruction',
          supplierId: ready.supplier_id,
          fileName: file.file_name,
          sizeBytes: file.size_bytes,
          reportId,
        })),
      );
    }
    await recordReportWebhookEvents(transaction, ready, files);
    // A report whose orderer lost the right in the meantime is kept but not mailed.
    if (await isReportLinkRevoked(transaction, ready)) return true;
    await notifyReportReady(transaction, config.publicUrl, country, ready, files);
    const attachments = mailAttachmentsFor(files, country);
    for (const recipient of ready.recipients) {
      await queueReportReadyEmail(transaction, {
        attachments,
        recipient,
        language: ready.language,
        reportName: ready.name,
        orderedBy: ready.ordered_by_name,
        availableUntil: ready.available_until ?? new Date(),
        certificateNumber: ready.certificate_number,
        files: files.map((file) => ({
          format: file.format,
          sizeBytes: file.size_bytes,
          url: reportDownloadUrl(config.publicUrl, ready, country, file.format),
        })),
      });
    }
    return true;
  });
}

/**
 * Files left by attempts that died are of no use once one attempt has delivered: the stored
 * files of other attempts, and what they left half-written in the local folder.
 */
async function removeOtherAttempts(
  { config, country, logger, storage }: TaskDependencies,
  reportId: string,
  keep: string,
): Promise<void> {
  const folder = path.join(reportStorageRoot(config, country), reportId);
  const prefix = reportKeyPrefix(country, reportId);
  try {
    for (const key of await storage.list(prefix)) {
      if (!key.startsWith(`${prefix}${keep}/`)) await storage.remove(key);
    }
    for (const entry of await readdir(folder).catch(() => [])) {
      if (entry !== keep) await rm(path.join(folder, entry), { recursive: true, force: true });
    }
  } catch (error) {
    logger.warn({ err: error, reportId }, 'Could not remove files of earlier attempts');
  }
}

/** The report's events for webhooks, in the transaction that makes it ready. */
async function recordReportWebhookEvents(
  transaction: Database,
  report: {
    id: string;
    supplier_id: string;
    kind: string;
    name: string;
    certificate_number: string | null;
  },
  files: GeneratedFile[],
): Promise<void> {
  const formats = files.map((file) => ({ format: file.format, sha256: file.sha256 }));
  await recordWebhookEvent(transaction, {
    supplierId: report.supplier_id,
    type: 'REPORT_READY',
    data: { report_id: report.id, kind: report.kind, name: report.name, files: formats },
  });
  if (report.kind === 'CERTIFICATE_OF_DESTRUCTION') {
    await recordWebhookEvent(transaction, {
      supplierId: report.supplier_id,
      type: 'CERTIFICATE_ISSUED',
      data: {
        report_id: report.id,
        certificate_number: report.certificate_number,
        files: formats,
      },
    });
  }
}

/** The orderer hears of it in the portal (a direct download of its first file), in the same transaction. */
async function notifyReportReady(
  transaction: Database,
  publicUrl: string,
  country: CountryCode,
  report: {
    id: string;
    supplier_id: string;
    kind: string;
    name: string;
    download_key: string;
    ordered_by_user_id: string | null;
    recipients: string[];
  },
  files: GeneratedFile[],
): Promise<void> {
  if (!report.ordered_by_user_id) return;
  const first = files[0];
  await recordNotification(
    transaction,
    {
      supplierId: report.supplier_id,
      audience: { userId: report.ordered_by_user_id },
      kind: 'report_ready',
      subject: report.name,
      // The list where it shows ready, with every file (the order form is /reports): a
      // certificate's own list gives its number too.
      link: report.kind === 'CERTIFICATE_OF_DESTRUCTION' ? '/report-cods' : '/reports-overview',
      // A path, so it downloads from wherever the portal is served.
      downloadUrl: first ? reportDownloadUrl('', report, country, first.format) : undefined,
    },
    { publicUrl, country, alreadyMailed: report.recipients },
  );
}
