import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { defineJob, enqueueJob } from '../../jobs/job-definition.js';
import { generateReportJob, staleReportSeconds } from './generate-report-job.js';
import { orderDueRegularReports } from './subscriptions.js';
import { reportKeyPrefix, reportStorageRoot } from './storage.js';

/**
 * Puts reports whose worker stopped beating (killed, crashed, its machine gone) back in the
 * queue. graphile-worker frees a dead worker's job only after four hours; this does it within a
 * minute or two. A job key already held by the dead worker's locked job is handed to the new one.
 */
export async function requeueStaleReports(
  database: Database,
  staleAfterSeconds: number = staleReportSeconds,
): Promise<string[]> {
  return database.transaction().execute(async (transaction) => {
    const stale = await transaction
      .updateTable('reports')
      .set({ status: 'QUEUED' })
      .where('status', '=', 'GENERATING')
      .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleAfterSeconds})`)
      .returning('id')
      .execute();
    for (const { id } of stale) {
      await enqueueJob(
        transaction,
        generateReportJob,
        { reportId: id },
        { jobKey: `report:${id}` },
      );
    }
    return stale.map((row) => row.id);
  });
}

export const requeueStaleReportsJob = defineJob({
  name: 'requeue_stale_reports',
  payloadSchema: z.unknown(),
  maximumAttempts: 1,
  async handle(_payload, { database, logger }) {
    const requeued = await requeueStaleReports(database);
    if (requeued.length) logger.warn({ reports: requeued }, 'Re-queued reports of a dead worker');
  },
});

export const orderRegularReportsJob = defineJob({
  name: 'order_regular_reports',
  payloadSchema: z.unknown(),
  maximumAttempts: 3,
  async handle(_payload, { database, country, logger }) {
    const ordered = await orderDueRegularReports(database, country);
    if (ordered) logger.info({ ordered }, 'Regular reports ordered');
  },
});

/**
 * Deletes the files of reports past their available_until. The rows stay, with each file's
 * SHA-256, as the history of what was ordered and so that certificates can still be verified.
 */
export const purgeExpiredReportFilesJob = defineJob({
  name: 'purge_expired_report_files',
  payloadSchema: z.unknown(),
  maximumAttempts: 3,
  async handle(_payload, { config, country, database, logger, storage }) {
    const expired = await database
      .selectFrom('reports')
      .select('id')
      .where('available_until', '<', sql<Date>`now()`)
      .where('files_deleted_at', 'is', null)
      .limit(500)
      .execute();
    for (const { id } of expired) {
      await storage.removePrefix(reportKeyPrefix(country, id));
      // And what attempts that died left half-written in the local folder.
      await rm(path.join(reportStorageRoot(config, country), id), { recursive: true, force: true });
      await database
        .updateTable('reports')
        .set({ files_deleted_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    }
    if (expired.length) logger.info({ reports: expired.length }, 'Expired report files deleted');
  },
});

/** graphile-worker crontab lines for the reports' periodic tasks. */
export const reportsCrontab = [
  `* * * * * ${requeueStaleReportsJob.name}`,
  `5 * * * * ${orderRegularReportsJob.name}`,
  `25 * * * * ${purgeExpiredReportFilesJob.name}`,
].join('\n');
