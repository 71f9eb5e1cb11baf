import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob, type JobDependencies } from '../../jobs/job-definition.js';
import { queueReportReadyEmail } from '../email/service.js';
import { isRegularReportRevoked } from './creator-standing.js';
import { mailAttachmentsFor } from './mail-attachments.js';
import { generateReportFiles } from './generate.js';
import { reportRetentionDays } from './report-model.js';
import { countReportUnits } from './report-units.js';
import { reportDownloadUrl, reportKeyPrefix, reportStorageRoot } from './storage.js';

/** A generating report whose heartbeat is older than this is taken to have lost its worker. */
const reportHeartbeatSeconds = 10;
export const staleReportSeconds = 60;
const reportMaximumAttempts = 4;

/**
 * Generates one report's files, then in one transaction marks it ready, records the files and
 * queues the mails to its recipients. The report row, not the job, holds the state: a retried or
 * re-queued job for a report already ready does nothing, and the mails are queued exactly once.
 * A failure puts the report back in the queue until the last attempt, which marks it failed.
 */
export const generateReportJob = defineJob({
  name: 'generate_report',
  payloadSchema: z.object({ reportId: z.uuid() }),
  maximumAttempts: reportMaximumAttempts,
  async handle({ reportId }, dependencies, helpers) {
    const { database, logger } = dependencies;
    const report = await database
      .updateTable('reports')
      .set((eb) => ({
        status: 'GENERATING',
        attempts: eb('attempts', '+', 1),
        heartbeat_at: sql<Date>`now()`,
        started_at: sql<Date>`coalesce(started_at, now())`,
        units_done: 0,
      }))
      .where('id', '=', reportId)
      .where('status', 'in', ['QUEUED', 'GENERATING'])
      .returningAll()
      .executeTakeFirst();
    if (!report) return;

    let lastProgressAt = 0;
    const heartbeat = setInterval(() => {
      database
        .updateTable('reports')
        .set({ heartbeat_at: sql<Date>`now()` })
        .where('id', '=', reportId)
        .where('status', '=', 'GENERATING')
        .execute()
        .catch((error: unknown) => logger.warn({ err: error, reportId }, 'Report heartbeat'));
    }, reportHeartbeatSeconds * 1000);
    try {
      const unitsTotal = await countReportUnits(database, report);
      await database
        .updateTable('reports')
        .set({ units_total: unitsTotal })
        .where('id', '=', reportId)
        .execute();
      const { files, contentSha256 } = await generateReportFiles({
        ...dependencies,
        report,
        unitsTotal,
        onProgress: async (units) => {
          const now = Date.now();
          if (now - lastProgressAt < 500) return;
          lastProgressAt = now;
          await database
            .updateTable('reports')
            .set({ units_done: units, heartbeat_at: sql<Date>`now()` })
            .where('id', '=', reportId)
            .where('status', '=', 'GENERATING')
            .execute();
        },
      });
      await completeReport(dependencies, reportId, files, contentSha256, unitsTotal);
      await removeOtherAttempts(dependencies, reportId, `attempt-${report.attempts}`);
      logger.info({ reportId, kind: report.kind, unitsTotal }, 'Report generated');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const lastAttempt =
        report.attempts >= reportMaximumAttempts ||
        helpers.job.attempts >= helpers.job.max_attempts;
      await database
        .updateTable('reports')
        .set({ status: lastAttempt ? 'FAILED' : 'QUEUED', last_error: reason.slice(0, 1000) })
        .where('id', '=', reportId)
        .where('status', '=', 'GENERATING')
        .execute();
      logger.warn({ reportId, err: error, lastAttempt }, 'Report not generated');
      if (!lastAttempt) throw error;
    } finally {
      clearInterval(heartbeat);
    }
  },
});

async function completeReport(
  { config, country, database }: JobDependencies,
  reportId: string,
  files: Awaited<ReturnType<typeof generateReportFiles>>['files'],
  contentSha256: string | null,
  unitsTotal: number,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    const ready = await transaction
      .updateTable('reports')
      .set({
        status: 'READY',
        units_done: unitsTotal,
        completed_at: sql<Date>`now()`,
        available_until: sql<Date>`now() + make_interval(days => ${reportRetentionDays})`,
        content_sha256: contentSha256,
        last_error: null,
      })
      .where('id', '=', reportId)
      .where('status', '=', 'GENERATING')
      .returningAll()
      .executeTakeFirst();
    // Another attempt finished first (or the report was changed): its files and mails stand.
    if (!ready) return;
    await transaction.deleteFrom('report_files').where('report_id', '=', reportId).execute();
    await transaction
      .insertInto('report_files')
      .values(files.map((file) => ({ ...file, report_id: reportId })))
      .execute();
    // A regular report whose creator lost the right in the meantime is kept but not mailed.
    if (await isRegularReportRevoked(transaction, ready)) return;
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
  });
}

/**
 * Files left by attempts that died are of no use once one attempt has delivered: the stored
 * files of other attempts, and what they left half-written in the local folder.
 */
async function removeOtherAttempts(
  { config, country, logger, storage }: JobDependencies,
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
