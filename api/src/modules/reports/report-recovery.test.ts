import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig, type RecoveryConfig } from '../../config.js';
import {
  createCountryDatabases,
  destroyCountryDatabases,
  type CountryDatabases,
  type Database,
} from '../../database/connections.js';
import { startTaskWorkers, type TaskWorkers } from '../../tasks/worker.js';
import { createSupplier } from '../../test-support/factories.js';
import { createOwnDatabases } from '../../test-support/own-databases.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { writeCompleteCsv } from './files/complete-csv.js';
import type { CsvPosition } from './report-checkpoint.js';
import { reportStorageRoot } from './storage.js';
import { translator } from './translate.js';
import { portalModules } from '../../app/modules.js';
import { createObjectStorage } from '../../shared/storage/create-storage.js';

let own: Awaited<ReturnType<typeof createOwnDatabases>>;
let databases: CountryDatabases;
let database: Database;
let baseConfig: AppConfig;
let supplierId: string;

beforeAll(async () => {
  own = await createOwnDatabases();
  databases = createCountryDatabases(own.urls);
  database = databases.no;
  const dataDirectory = await mkdtemp(path.join(os.tmpdir(), 'itad-recovery-'));
  baseConfig = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDirectory });
  const supplier = await createSupplier(database);
  supplierId = supplier.id;
  await importTestUnits(
    database,
    supplier.id,
    Array.from({ length: 3_000 }, (_unused, index) =>
      unitRow({ created_at: `2026-01-0${(index % 5) + 1}` }),
    ),
  );
});
afterAll(async () => {
  await destroyCountryDatabases(databases);
  await own.drop();
  await rm(baseConfig.dataDirectory, { recursive: true, force: true });
});

/** Starts the task workers of one server process under an instance name and recovery timing. */
function startInstance(recovery: Partial<RecoveryConfig> & { instanceName: string }) {
  const config = { ...baseConfig, recovery: { ...baseConfig.recovery, ...recovery } };
  return startTaskWorkers({
    config,
    databases,
    urls: own.urls,
    logger: pino({ level: 'silent' }),
    storage: createObjectStorage(config),
    pollIntervalMilliseconds: 200,
    modules: portalModules,
  });
}

async function insertReport(): Promise<string> {
  const report = await database
    .insertInto('reports')
    .values({
      supplier_id: supplierId,
      ordered_by_name: 'Test User',
      idempotency_key: randomBytes(12).toString('hex'),
      kind: 'COMPLETE',
      name: 'Complete report January',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
      date_column: 'CREATED_AT',
      recipients: [],
      language: 'en',
      download_key: randomBytes(24).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return report.id;
}

/**
 * What a process killed mid-report leaves behind: its life (beating a moment ago), the report
 * generating under its claim, and the report's job locked by its worker pool.
 */
async function leaveBehindLife(instanceName: string, reportId: string): Promise<string> {
  const lifeId = randomUUID();
  const poolId = `pool-${randomBytes(9).toString('hex')}`;
  await database
    .insertInto('worker_instances')
    .values({ id: lifeId, instance_name: instanceName, pool_ids: [poolId] })
    .execute();
  await database
    .updateTable('reports')
    .set({
      status: 'GENERATING',
      attempts: 1,
      claimed_by: lifeId,
      claim_token: randomUUID(),
      heartbeat_at: sql<Date>`now()`,
    })
    .where('id', '=', reportId)
    .execute();
  await sql`select graphile_worker.add_job('generate_report',
    ${JSON.stringify({ reportId })}::json, job_key => ${`report:${reportId}`})`.execute(database);
  // And a job of a task no instance here runs: set free, it stays to be seen unlocked.
  await sql`select graphile_worker.add_job('task_of_the_previous_life', '{}'::json,
    job_key => ${`held:${reportId}`})`.execute(database);
  await sql`update graphile_worker._private_jobs set locked_at = now(), locked_by = ${poolId}
    where key in (${`report:${reportId}`}, ${`held:${reportId}`})`.execute(database);
  return lifeId;
}

/** The lock on the job left behind beside the report: null once it was set free. */
async function heldJobLock(reportId: string): Promise<string | null | undefined> {
  const { rows } = await sql<{ locked_by: string | null }>`select locked_by
    from graphile_worker._private_jobs where key = ${`held:${reportId}`}`.execute(database);
  return rows[0] ? rows[0].locked_by : undefined;
}

/** The report once it is READY; fails when that takes longer than `withinMilliseconds`. */
function readyWithin(reportId: string, withinMilliseconds: number) {
  return vi.waitUntil(
    async () => {
      const report = await database
        .selectFrom('reports')
        .select(['status', 'attempts', 'claimed_by', 'units_total'])
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow();
      return report.status === 'READY' ? report : undefined;
    },
    { timeout: withinMilliseconds, interval: 50 },
  );
}

async function lifeExists(lifeId: string): Promise<boolean> {
  const row = await database
    .selectFrom('worker_instances')
    .select('id')
    .where('id', '=', lifeId)
    .executeTakeFirst();
  return row !== undefined;
}

async function withInstance<Result>(
  workers: Promise<TaskWorkers>,
  work: () => Promise<Result>,
): Promise<Result> {
  const running = await workers;
  try {
    return await work();
  } finally {
    await running.stop();
  }
}

describe('work held by a process that is gone', () => {
  it('is released at once when its instance starts again, and the report completes', async () => {
    const reportId = await insertReport();
    const previousLife = await leaveBehindLife('restarted-instance', reportId);
    // A staleness of a minute: only knowing its previous life lets the restart act at once.
    const started = Date.now();
    const ready = await withInstance(
      startInstance({ instanceName: 'restarted-instance', staleSeconds: 60, heartbeatSeconds: 5 }),
      () => readyWithin(reportId, 15_000),
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(ready).toMatchObject({ status: 'READY', attempts: 2, claimed_by: null });
    expect(await lifeExists(previousLife)).toBe(false);
    expect(await heldJobLock(reportId)).toBeNull();
    // Stopped cleanly, the new life holds nothing and is gone too.
    const lives = await database
      .selectFrom('worker_instances')
      .select('id')
      .where('instance_name', '=', 'restarted-instance')
      .execute();
    expect(lives).toEqual([]);
  });

  it('is taken over by another instance once its heartbeat is stale', async () => {
    const reportId = await insertReport();
    const goneLife = await leaveBehindLife('instance-that-never-returns', reportId);
    await withInstance(
      startInstance({ instanceName: 'surviving-instance', staleSeconds: 1, heartbeatSeconds: 0.2 }),
      async () => {
        const ready = await readyWithin(reportId, 15_000);
        expect(ready).toMatchObject({ status: 'READY', attempts: 2, units_total: 3_000 });
      },
    );
    expect(await lifeExists(goneLife)).toBe(false);
    expect(await heldJobLock(reportId)).toBeNull();
  });

  it('resumes the CSV from the checkpoint, giving the same file as an uninterrupted run', async () => {
    const uninterruptedId = await insertReport();
    const interruptedId = await insertReport();
    // The previous life wrote the CSV up to its second checkpoint and a little more.
    const workingFile = path.join(interruptedId, 'attempt-1', 'previous-life.csv.partial');
    const storageRoot = reportStorageRoot(baseConfig, 'no');
    await mkdir(path.join(storageRoot, interruptedId, 'attempt-1'), { recursive: true });
    const checkpoints: CsvPosition[] = [];
    const report = await database
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', interruptedId)
      .executeTakeFirstOrThrow();
    await writeCompleteCsv({
      database,
      report,
      filePath: path.join(storageRoot, workingFile),
      t: translator('en'),
      onProgress: async () => undefined,
      batchSize: 250,
      checkpointEveryUnits: 1_000,
      onCheckpoint: async (position) => {
        checkpoints.push(position);
        if (checkpoints.length === 2) throw new Error('killed');
      },
    }).catch(() => undefined);
    await leaveBehindLife('resuming-instance', interruptedId);
    await database
      .updateTable('reports')
      .set({ resume_checkpoint: JSON.stringify({ ...checkpoints[1], format: 'CSV', workingFile }) })
      .where('id', '=', interruptedId)
      .execute();
    await sql`select graphile_worker.add_job('generate_report',
      ${JSON.stringify({ reportId: uninterruptedId })}::json)`.execute(database);

    await withInstance(startInstance({ instanceName: 'resuming-instance' }), async () => {
      await readyWithin(interruptedId, 30_000);
      await readyWithin(uninterruptedId, 30_000);
    });
    const csvOf = (reportId: string) =>
      database
        .selectFrom('report_files')
        .select(['sha256', 'size_bytes'])
        .where('report_id', '=', reportId)
        .where('format', '=', 'CSV')
        .executeTakeFirstOrThrow();
    expect(await csvOf(interruptedId)).toEqual(await csvOf(uninterruptedId));
    const done = await database
      .selectFrom('reports')
      .select('resume_checkpoint')
      .where('id', '=', interruptedId)
      .executeTakeFirstOrThrow();
    expect(done.resume_checkpoint).toBeNull();
  });
});
