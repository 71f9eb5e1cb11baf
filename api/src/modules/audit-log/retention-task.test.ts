import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplier } from '../../test-support/factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { maintainAuditLog } from './retention-task.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

async function partitions(): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = 'audit_log'::regclass order by 1`.execute(database);
  return result.rows.map((row) => row.name);
}

describe('keeping the audit log for its retention', () => {
  it('drops whole months past retention only, and makes the coming months', async () => {
    const supplier = await createSupplier(database);
    // Months long past, so the real months of other tests are never near the cutoff.
    for (const month of ['2019-12-01', '2020-01-01', '2020-02-01', '2020-03-01']) {
      await sql`select audit_log_create_partition(${month}::date)`.execute(database);
      await database
        .insertInto('audit_log')
        .values({
          supplier_id: supplier.id,
          occurred_at: new Date(`${month.slice(0, 8)}15T12:00:00Z`),
          actor_type: 'system',
          action: 'subscription.paused',
        })
        .execute();
    }

    // 24 months before 2022-03-15 is 2020-03-15: February 2020 ended before it, March did not.
    const dropped = await maintainAuditLog(database, 24, new Date('2022-03-15T12:00:00Z'));
    expect(dropped).toEqual(['audit_log_2019_12', 'audit_log_2020_01', 'audit_log_2020_02']);

    const left = await database
      .selectFrom('audit_log')
      .select('occurred_at')
      .where('supplier_id', '=', supplier.id)
      .execute();
    expect(left.map((row) => row.occurred_at.toISOString())).toEqual(['2020-03-15T12:00:00.000Z']);
    const names = await partitions();
    expect(names).toContain('audit_log_2020_03');
    expect(names).toContain('audit_log_default');
    const now = new Date();
    const inThreeMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
    expect(names).toContain(
      `audit_log_${inThreeMonths.toISOString().slice(0, 7).replace('-', '_')}`,
    );
  });
});
