import type { FastifyBaseLogger as Logger } from 'fastify';
import type { RecoveryConfig } from '../config.js';
import type { Database } from '../database/connections.js';
import { releaseReportsOf, requeueStaleReports } from '../modules/reports/maintenance-tasks.js';
import {
  beatForLife,
  endLife,
  takeOverGoneLives,
  type TakenOverLife,
  type WorkerLife,
} from './worker-instances.js';

export interface InstanceRecovery {
  /** Stops the loop and ends the life (a clean stop holds nothing). */
  stop(): Promise<void>;
}

function logTakeOver(
  logger: Logger,
  result: { lives: TakenOverLife[]; released: string[] },
  heartbeatSeconds: number,
): void {
  if (!result.lives.length) return;
  logger.warn(
    { lives: result.lives, reports: result.released },
    'Released what gone worker lives held',
  );
  // A previous life that beat a moment ago may be another process with the same name.
  if (result.lives.some((life) => life.silentSeconds < heartbeatSeconds)) {
    logger.warn('A released life beat moments ago: is INSTANCE_NAME unique per running instance?');
  }
}

/**
 * In one country's database: releases what this instance's previous life held (at once, at
 * start-up), then every heartbeat beats for this life, takes over lives whose heartbeat is stale
 * and re-queues reports whose own heartbeat is stale (attempts of no registered life).
 */
export async function startInstanceRecovery(options: {
  database: Database;
  life: WorkerLife;
  recovery: RecoveryConfig;
  logger: Logger;
}): Promise<InstanceRecovery> {
  const { database, life, recovery, logger } = options;
  const takeOver = (previousLivesOf?: string) =>
    takeOverGoneLives(database, {
      currentLifeId: life.id,
      staleSeconds: recovery.staleSeconds,
      ...(previousLivesOf ? { previousLivesOf } : {}),
      releaseClaims: releaseReportsOf,
    });
  await beatForLife(database, life);
  logTakeOver(logger, await takeOver(life.instanceName), recovery.heartbeatSeconds);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = async () => {
    try {
      await beatForLife(database, life);
      logTakeOver(logger, await takeOver(), recovery.heartbeatSeconds);
      const requeued = await requeueStaleReports(database, recovery.staleSeconds);
      if (requeued.length) logger.warn({ reports: requeued }, 'Re-queued reports of a dead worker');
    } catch (error) {
      // The database may be down for a while; the next tick tries again.
      logger.warn({ err: error }, 'Worker recovery tick failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, recovery.heartbeatSeconds * 1000);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await endLife(database, life).catch((error: unknown) =>
        logger.warn({ err: error }, 'Could not end the worker life'),
      );
    },
  };
}
