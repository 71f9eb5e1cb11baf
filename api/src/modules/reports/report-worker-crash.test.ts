import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../database/connections.js';
import { repositoryRoot } from '../../paths.js';
import { createSupplier } from '../../test-support/factories.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { requeueStaleReports } from './maintenance-tasks.js';
import { reportStorageRoot } from './storage.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(() => server.close());

/** Polls `read` until it gives a value: a 30,000-unit report takes a while on a small machine. */
function waitFor<Value>(read: () => Promise<Value | undefined>): Promise<Value> {
  return vi.waitUntil(read, { timeout: 60_000, interval: 50 });
}

describe('a worker killed mid-report', () => {
  it('loses nothing: the report is re-queued, completes once and leaves no half file', async () => {
    const supplier = await createSupplier(database);
    const rows = Array.from({ length: 30_000 }, () => unitRow());
    await importTestUnits(database, supplier.id, rows);
    const report = await database
      .insertInto('reports')
      .values({
        supplier_id: supplier.id,
        ordered_by_name: 'Test User',
        idempotency_key: randomBytes(12).toString('hex'),
        kind: 'COMPLETE',
        name: 'Complete report 2026-01-01 – 2026-01-31',
        date_from: '2026-01-01',
        date_to: '2026-01-31',
        date_column: 'COMPLETED_DATE',
        recipients: [],
        language: 'en',
        download_key: randomBytes(24).toString('hex'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Named, so the test can tell when PostgreSQL has let go of the killed worker's connections.
    const workerName = `killed-report-worker-${randomBytes(6).toString('hex')}`;
    const workerUrl = new URL(server.databaseUrls.no);
    workerUrl.searchParams.set('application_name', workerName);
    // node itself (tsx as a loader), so SIGKILL reaches the process doing the work.
    const worker = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repositoryRoot, 'api', 'src', 'test-support', 'report-task-process.ts'),
        workerUrl.toString(),
        server.config.reportsDirectory,
        report.id,
      ],
      { stdio: 'inherit' },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      worker.once('exit', (_code, signal) => resolve(signal)),
    );
    await waitFor(async () => {
      const row = await database
        .selectFrom('reports')
        .select(['status', 'units_done'])
        .where('id', '=', report.id)
        .executeTakeFirstOrThrow();
      return row.status === 'GENERATING' && row.units_done > 0 ? row : undefined;
    });
    worker.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // Its last statement may still be running after the process died: wait for its backends to end.
    await waitFor(async () => {
      const { rows } = await sql<{ count: number }>`select count(*)::int as count
        from pg_stat_activity where application_name = ${workerName}`.execute(database);
      return rows[0]?.count === 0 ? true : undefined;
    });

    const killed = await database
      .selectFrom('reports')
      .select(['status', 'attempts'])
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(killed).toEqual({ status: 'GENERATING', attempts: 1 });
    const killedFolder = path.join(reportStorageRoot(server.config, 'no'), report.id, 'attempt-1');
    expect((await readdir(killedFolder)).every((file) => file.endsWith('.partial'))).toBe(true);

    // The sweep finds its heartbeat stale and queues it again; a live worker completes it. Two
    // seconds pass for the heartbeat (it moves back) and the sweep takes one second as stale: the
    // servers' own sweep, at a minute, leaves it to this one.
    await database
      .updateTable('reports')
      .set({ heartbeat_at: sql<Date>`heartbeat_at - interval '2 seconds'` })
      .where('id', '=', report.id)
      .execute();
    expect(await requeueStaleReports(database, 1)).toContain(report.id);
    const ready = await waitFor(async () => {
      const row = await database
        .selectFrom('reports')
        .select(['status', 'units_total', 'attempts'])
        .where('id', '=', report.id)
        .executeTakeFirstOrThrow();
      return row.status === 'READY' ? row : undefined;
    });
    expect(ready).toEqual({ status: 'READY', units_total: 30_000, attempts: 2 });
    const files = await database
      .selectFrom('report_files')
      .select(['format', 'storage_path'])
      .where('report_id', '=', report.id)
      .orderBy('format')
      .execute();
    expect(files.map((file) => file.format)).toEqual(['CSV', 'XLSX']);
    expect(files.every((file) => file.storage_path.includes('attempt-2'))).toBe(true);
    // The dead attempt's partial files are cleared away.
    await waitFor(async () =>
      (await readdir(path.dirname(killedFolder))).join() === 'attempt-2' ? true : undefined,
    );
  }, 120_000);
});
