import type { JobHelpers, Task } from 'graphile-worker';
import { sql } from 'kysely';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config.js';
import type { Database } from '../database/connections.js';
import type { CountryCode } from '../shared/countries.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';

/**
 * The shared base of every background task. Jobs run on graphile-worker in each country's own
 * database. A handler that throws is retried with graphile-worker's exponential backoff:
 * the n-th retry waits e^min(n, 10) seconds (3 s, 7 s, 20 s, 55 s ... at most about 6 hours),
 * up to `maxAttempts` attempts in all (25 by default: roughly five days).
 */
const taskRetryPolicy = { defaultMaximumAttempts: 25 } as const;

export interface TaskDependencies {
  config: AppConfig;
  country: CountryCode;
  database: Database;
  logger: Logger;
  storage: ObjectStorage;
  /** This process's registered life (worker-instances.ts); absent outside the task workers. */
  workerLifeId?: string;
}

export interface TaskDefinition<Schema extends z.ZodType> {
  /** The task identifier in graphile_worker.jobs. */
  name: string;
  payloadSchema: Schema;
  maximumAttempts?: number;
  handle(
    payload: z.infer<Schema>,
    dependencies: TaskDependencies,
    helpers: JobHelpers,
  ): Promise<void>;
}

export function defineTask<Schema extends z.ZodType>(
  definition: TaskDefinition<Schema>,
): TaskDefinition<Schema> {
  return definition;
}

/**
 * Queues a job in the given database or transaction: called inside the transaction of the change
 * that causes it, the job exists exactly when the change is committed. A job key makes repeated
 * calls for the same subject one job.
 */
export async function enqueueTask<Schema extends z.ZodType>(
  database: Database,
  definition: TaskDefinition<Schema>,
  payload: z.input<Schema>,
  options: { jobKey?: string } = {},
): Promise<void> {
  const maximumAttempts = definition.maximumAttempts ?? taskRetryPolicy.defaultMaximumAttempts;
  await sql`select graphile_worker.add_job(
      identifier => ${definition.name},
      payload => ${JSON.stringify(payload)}::json,
      max_attempts => ${maximumAttempts}::int,
      job_key => ${options.jobKey ?? null}::text
    )`.execute(database);
}

/** The graphile-worker task for a job: checks the payload, then runs the handler. */
export function toTask<Schema extends z.ZodType>(
  definition: TaskDefinition<Schema>,
  dependencies: TaskDependencies,
): Task {
  return async (rawPayload, helpers) => {
    const parsed = definition.payloadSchema.safeParse(rawPayload);
    if (!parsed.success) {
      // Retrying cannot fix a malformed payload: log it and let the job go.
      dependencies.logger.error(
        { job: definition.name, jobId: helpers.job.id, issues: parsed.error.issues },
        'Dropping a job with an invalid payload',
      );
      return;
    }
    await definition.handle(parsed.data, dependencies, helpers);
  };
}
