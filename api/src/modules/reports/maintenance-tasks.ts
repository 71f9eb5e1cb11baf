import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { defineTask, enqueueTask } from '../../tasks/task-definition.js';
import { generateReportTask } from './generate-report-task.js';
import { orderDueRegularReports } from './subscriptions.js';
import { reportKeyPrefix, reportStorageRoot } from './storage.js';

/** Queues reports again; the job key hands a report to a new job if its old one is locked. */
async function requeue(transaction: Database, reportIds: string[]): Promise<void> {
  for (const reportId of reportIds) {
    await enqueueTask(
      transaction,
      generateReportTask,
      { reportId },
      { jobKey: `report:${reportId}` },
    );
  }
}

/**
 * Puts reports whose attempt stopped beating (killed, crashed, its machine gone) back in the
 * queue, whoever held them: the fallback for attempts of no registered worker life.
 * graphile-worker would free a dead worker's job only after four hours.
 */
export async function requeueStaleReports(
  database: Database,
  // INSTANCE_STALE_SECONDS' default.
  staleAfterSeconds = 15,
): Promise<string[]> {
  return database.transaction().execute(async (transaction) => {
    const stale = await transaction
      .updateTable('reports')
      .set({ status: 'QUEUED', claimed_by: null, claim_token: null })
      .where('status', '=', 'GENERATING')
      .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleAfterSeconds})`)
      .returning('id')
      .execute();
    const ids = stale.map((row) => row.id);
    await requeue(transaction, ids);
    return ids;
  });
}

/** Puts the reports that worker lives now gone were generating back in the queue, at once. */
export async function releaseReportsOf(
  transaction: Database,
  workerLifeIds: string[],
): Promise<string[]> {
  if (!workerLifeIds.length) return [];
  const released = await transaction
    .updateTable('reports')
    .set({ status: 'QUEUED', claimed_by: null, claim_token: null })
    .where('status', '=', 'GENERATING')
    .where('claimed_by', 'in', workerLifeIds)
    .returning('id')
    .execute();
  const ids = released.map((row) => row.id);
  await requeue(transaction, ids);
  return ids;
}

// The instances' own recovery loop does this every few seconds; this once-a-minute job is the
// backstop should that loop stop.
export const requeueStaleReportsTask = defineTask({
  name: 'requeue_stale_reports',
  payloadSchema: z.unknown(),
  maximumAttempts: 1,
  async handle(_payload, { config, database, logger }) {
    const requeued = await requeueStaleReports(database, config.recovery.staleSeconds);
    if (requeued.length) logger.warn({ reports: requeued }, 'Re-queued reports of a dead worker');
  },
});

export const orderRegularReportsTask = defineTask({
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
export const purgeExpiredReportFilesTask = defineTask({
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
export const reportsSchedules = [
  `* * * * * ${requeueStaleReportsTask.name}`,
  `5 * * * * ${orderRegularReportsTask.name}`,
  `25 * * * * ${purgeExpiredReportFilesTask.name}`,
];
