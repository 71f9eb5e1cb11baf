import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Database } from '../../database/connections.js';
import { repositoryRoot } from '../../paths.js';
import { createSupplier } from '../../test-support/factories.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { requeueStaleReports } from './maintenance-jobs.js';
import { reportStorageRoot } from './storage.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { jobWorkers: true });
  database = server.databases.no;
});
afterAll(() => server.close());

async function waitFor<Value>(read: () => Promise<Value | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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

    // node itself (tsx as a loader), so SIGKILL reaches the process doing the work.
    const worker = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repositoryRoot, 'api', 'src', 'test-support', 'report-job-process.ts'),
        inject('testDatabaseUrls').no,
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

    const killed = await database
      .selectFrom('reports')
      .select(['status', 'attempts'])
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(killed).toEqual({ status: 'GENERATING', attempts: 1 });
    const killedFolder = path.join(reportStorageRoot(server.config, 'no'), report.id, 'attempt-1');
    expect((await readdir(killedFolder)).every((file) => file.endsWith('.partial'))).toBe(true);

    // The sweep finds its heartbeat stale and queues it again; a live worker completes it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
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
