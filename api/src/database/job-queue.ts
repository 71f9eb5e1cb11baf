import { Logger as WorkerLogger, runMigrations } from 'graphile-worker';
import type { FastifyBaseLogger as Logger } from 'fastify';

/** graphile-worker's log lines through a pino logger (debug and info only when asked for). */
export function jobQueueLogger(logger: Logger | undefined): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    if (!logger) return;
    const fields = { ...scope, ...meta };
    // LogLevel is a const enum of these strings, which isolated modules cannot import.
    const name = String(level);
    if (name === 'error') logger.error(fields, message);
    else if (name === 'warning') logger.warn(fields, message);
    else if (name === 'info') logger.info(fields, message);
    else logger.debug(fields, message);
  });
}

/**
 * Creates or updates graphile-worker's own schema (graphile_worker) in one country's database.
 * Run with the app's migrations, so jobs can be queued from any transaction.
 */
export async function migrateJobQueue(connectionString: string, logger?: Logger): Promise<void> {
  await runMigrations({ connectionString, logger: jobQueueLogger(logger) });
}
