import type { Database } from '../database/connections.js';

/**
 * Moves a job through the given statuses in one transaction, as the provider's systems do (the
 * timeline rows, then the job's status); triggers on the timeline see it like any other change.
 */
export async function recordJobStatuses(
  database: Database,
  jobId: string,
  statuses: [string, ...string[]],
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('job_status_events')
      .values(statuses.map((status) => ({ job_id: jobId, status })))
      .execute();
    await transaction
      .updateTable('jobs')
      .set({ status: statuses[statuses.length - 1] })
      .where('id', '=', jobId)
      .execute();
  });
}
