import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../config.js';
import { createDatabase, type Database } from '../../database/connections.js';
import { createSupplier } from '../../test-support/factories.js';
import { completeReport } from './generate-report-task.js';
import { releaseReportsOf } from './maintenance-tasks.js';
import { claimReport, updateClaimedReport } from './report-claims.js';

let database: Database;
beforeAll(() => {
  database = createDatabase(inject('testDatabaseUrls').no, 2);
});
afterAll(() => database.destroy());

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const file = (digit: string) => ({
  format: 'CSV' as const,
  file_name: 'report.csv',
  storage_path: `attempt-${digit}/report.csv`,
  size_bytes: 10,
  sha256: digit.repeat(64),
});

async function queuedReport(): Promise<string> {
  const supplier = await createSupplier(database);
  const report = await database
    .insertInto('reports')
    .values({
      supplier_id: supplier.id,
      ordered_by_name: 'Test User',
      idempotency_key: randomBytes(12).toString('hex'),
      kind: 'COMPLETE',
      name: 'Complete report',
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

async function newLife(): Promise<string> {
  const lifeId = randomUUID();
  await database
    .insertInto('worker_instances')
    .values({ id: lifeId, instance_name: `claims-test-${lifeId}` })
    .execute();
  return lifeId;
}

describe('a report attempt that lost its claim', () => {
  it('can no longer change the report: a late write of a stale worker is refused', async () => {
    const reportId = await queuedReport();
    const staleLife = await newLife();
    const stale = await claimReport(database, reportId, staleLife);
    // Its process was taken for gone (but was only paused): the report goes to a new attempt.
    expect(await releaseReportsOf(database, [staleLife])).toEqual([reportId]);
    const current = await claimReport(database, reportId, await newLife());
    if (!stale || !current) throw new Error('both attempts should have claimed the report');

    expect(
      await updateClaimedReport(database, stale.claim, {
        units_done: 99,
        heartbeat_at: new Date(0),
      }),
    ).toBe(false);
    expect(
      await completeReport({ config, country: 'no', database }, stale.claim, [file('a')], null, 1),
    ).toBe(false);
    const afterStaleWrites = await database
      .selectFrom('reports')
      .select(['status', 'attempts', 'units_done', 'claim_token'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(afterStaleWrites).toEqual({
      status: 'GENERATING',
      attempts: 2,
      units_done: 0,
      claim_token: current.claim.token,
    });

    expect(
      await completeReport(
        { config, country: 'no', database },
        current.claim,
        [file('b')],
        null,
        1,
      ),
    ).toBe(true);
    const files = await database
      .selectFrom('report_files')
      .select('sha256')
      .where('report_id', '=', reportId)
      .execute();
    expect(files).toEqual([{ sha256: 'b'.repeat(64) }]);
  });

  it('leaves a report another attempt holds alone when its job runs again', async () => {
    const reportId = await queuedReport();
    expect(await claimReport(database, reportId, null)).toBeDefined();
    expect(await claimReport(database, reportId, null)).toBeUndefined();
  });
});
