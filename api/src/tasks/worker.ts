import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { run, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppConfig } from '../config.js';
import { trackConnections, type CountryDatabases } from '../database/connections.js';
import { jobQueueLogger } from '../database/job-queue.js';
import type { PortalMetrics } from '../infrastructure/metrics/service.js';
import { countryCodes, type CountryCode } from '../shared/countries.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';
import { startInstanceRecovery, type InstanceRecovery } from './instance-recovery.js';
import { toTask, type TaskDependencies } from './task-definition.js';
import { beatForLife, type WorkerLife } from './worker-instances.js';
import type { PortalModule } from '../platform/module.js';

function taskListFor(modules: readonly PortalModule[], dependencies: TaskDependencies): TaskList {
  const tasks: TaskList = {};
  for (const definition of modules.flatMap((module) => module.tasks ?? [])) {
    if (definition.name in tasks) throw new Error(`Task ${definition.name} defined twice`);
    tasks[definition.name] = toTask(definition, dependencies);
  }
  return tasks;
}

// graphile-worker runs each cron item once per slot across every instance on a database.
function crontabOf(modules: readonly PortalModule[]): string {
  return modules.flatMap((module) => module.schedules ?? []).join('\n');
}

export interface TaskWorkers {
  stop(): Promise<void>;
}

/**
 * Starts one graphile-worker runner per country, on that country's database, inside the server
 * process. `stop()` lets jobs in progress finish; call it before closing the database pools.
 */
export async function startTaskWorkers(options: {
  config: AppConfig;
  databases: CountryDatabases;
  urls: Record<CountryCode, string>;
  logger: Logger;
  storage: ObjectStorage;
  /** The modules whose tasks and schedules run (app/modules.ts). */
  modules: readonly PortalModule[];
  pollIntervalMilliseconds?: number;
  /** The server instance's metrics, which count failed job attempts. */
  metrics?: PortalMetrics;
}): Promise<TaskWorkers> {
  const runners: Runner[] = [];
  const recoveries: InstanceRecovery[] = [];
  // The workers' own pools, so they can be closed for certain once the runners have stopped.
  const pools: { pool: pg.Pool; closed: () => Promise<void> }[] = [];
  const stopAll = async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    // After the jobs in progress: this life beats until they are done.
    await Promise.all(recoveries.map((recovery) => recovery.stop()));
    await Promise.all(pools.map(({ pool }) => pool.end()));
    await Promise.all(pools.map(({ closed }) => closed()));
  };
  // This process's life, registered in every country's database with the pools it runs there.
  const lifeId = randomUUID();
  try {
    for (const country of countryCodes) {
      const logger = options.logger.child({ country, component: 'tasks' });
      const database = options.databases[country];
      const life: WorkerLife = {
        id: lifeId,
        instanceName: options.config.recovery.instanceName,
        poolIds: [],
      };
      // Registered before its pool runs, so the reports it claims name a life that exists.
      await beatForLife(database, life);
      const dependencies: TaskDependencies = {
        config: options.config,
        country,
        database,
        logger,
        storage: options.storage,
        workerLifeId: lifeId,
      };
      const events: WorkerEvents = new EventEmitter();
      events.on('pool:create', ({ workerPool }) => life.poolIds.push(workerPool.id));
      const pool = new pg.Pool({ connectionString: options.urls[country], max: 4 });
      // A connection dropped by the server must not crash the process; the pool replaces it.
      // Only the message: the error carries the whole client, which does not belong in a log.
      pool.on('error', (error) =>
        logger.warn({ error: error.message }, 'Job queue connection closed'),
      );
      pool.on('connect', (client) => {
        client.on('error', (error) =>
          logger.warn({ error: error.message }, 'Job queue connection error'),
        );
      });
      pools.push({ pool, closed: trackConnections(pool) });
      const runner = await run({
        pgPool: pool,
        concurrency: 2,
        noHandleSignals: true,
        pollInterval: options.pollIntervalMilliseconds ?? 2_000,
        taskList: taskListFor(options.modules, dependencies),
        crontab: crontabOf(options.modules),
        logger: jobQueueLogger(logger),
        events,
      });
      events.on('job:error', ({ job }) =>
        options.metrics?.recordJobFailure(country, job.task_identifier),
      );
      runners.push(runner);
      recoveries.push(
        await startInstanceRecovery({ database, life, recovery: options.config.recovery, logger }),
      );
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { stop: stopAll };
}
