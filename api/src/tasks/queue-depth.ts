import { sql } from 'kysely';
import type { Database } from '../database/connections.js';

/** How many jobs of one task are in each state. */
export interface TaskQueueDepth {
  task: string;
  /** Waiting for a worker and due now. */
  ready: number;
  /** Waiting for their time: a later run_at, or the backoff after a failed attempt. */
  scheduled: number;
  /** Held by a worker (running, or held by a worker that died until the lock expires). */
  locked: number;
  /** Every attempt used: kept by graphile-worker, never run again. */
  failed: number;
}

/**
 * The job queue of one database by task, in one aggregate over graphile-worker's jobs view
 * (a sequential scan of a table that holds only queued and failed jobs).
 */
export async function jobQueueDepth(database: Database): Promise<TaskQueueDepth[]> {
  const { rows } = await sql<TaskQueueDepth>`
    select
      task_identifier as task,
      count(*) filter (
        where locked_at is null and attempts < max_attempts and run_at <= now()
      )::int as ready,
      count(*) filter (
        where locked_at is null and attempts < max_attempts and run_at > now()
      )::int as scheduled,
      count(*) filter (where locked_at is not null)::int as locked,
      count(*) filter (where locked_at is null and attempts >= max_attempts)::int as failed
    from graphile_worker.jobs
    group by task_identifier
    order by task_identifier`.execute(database);
  return rows;
}
