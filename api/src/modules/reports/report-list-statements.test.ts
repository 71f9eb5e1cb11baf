import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectFixedStatementsPerPage } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  database = server.databases.no;
});
afterAll(() => server.close());

/** `count` reports of a kind and status for a supplier (a READY one with its PDF and CSV). */
async function insertReports(
  supplierId: string,
  departmentId: string | null,
  kind: 'COMPLETE' | 'CERTIFICATE_OF_DESTRUCTION',
  status: 'READY' | 'QUEUED',
  count: number,
) {
  const prefix = randomUUID().slice(0, 8);
  await sql`
    insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
      date_to, date_column, language, download_key, status, certificate_number, units_total,
      scope_supplier_id, completed_at)
    select ${supplierId}, 'Test User', ${prefix} || '-key-' || i, ${kind}, 'Report',
      date '2020-01-01' + i, date '2020-01-01' + i, 'COMPLETED_DATE', 'en',
      md5(${prefix} || i) || md5(i::text), ${status},
      case when ${kind} = 'CERTIFICATE_OF_DESTRUCTION' then ${prefix} || '-' || i end, i,
      ${departmentId}::uuid, case when ${status} = 'READY' then now() end
    from generate_series(1, ${count}) as i`.execute(database);
  await sql`
    insert into report_files (report_id, format, file_name, storage_path, size_bytes, sha256)
    select id, format, 'Report', 'reports/' || id || format, 1000,
      encode(sha256(convert_to(id::text || format, 'UTF8')), 'hex')
    from reports, unnest(array['PDF', 'CSV']) as format
    where idempotency_key like ${`${prefix}-key-%`} and status = 'READY'`.execute(database);
}

describe('the report lists run a fixed number of statements whatever the page size', () => {
  let token: string;
  beforeAll(async () => {
    const group = await createSupplierGroup(database, 1);
    const department = group.subSuppliers[0]!.id;
    await insertReports(group.master.id, department, 'CERTIFICATE_OF_DESTRUCTION', 'READY', 35);
    await insertReports(group.master.id, null, 'COMPLETE', 'READY', 35);
    await sql`
      insert into report_subscriptions (supplier_id, kind, interval, date_column, recipients,
        language, created_by_name, scope_supplier_id)
      select ${group.master.id}, 'COMPLETE', 'MONTHLY', 'COMPLETED_DATE',
        array['to' || i || '@test.example'], 'en', 'Creator', ${department}::uuid
      from generate_series(1, 35) as i`.execute(database);
    token = await signIn(server, await createUser(database, { supplier_id: group.master.id }));
  });

  it('runs as many statements for 30 certificates as for 3', async () => {
    await expectFixedStatementsPerPage(server, {
      token,
      field: 'get_certificate_page',
      rows: 'certificates',
    });
  });

  it('runs as many statements for 30 ordered reports as for 3', async () => {
    await expectFixedStatementsPerPage(server, {
      token,
      field: 'get_report_page',
      rows: 'reports',
    });
  });

  it('runs as many statements for 30 regular reports as for 3', async () => {
    await expectFixedStatementsPerPage(server, {
      token,
      field: 'get_report_subscription_page',
      rows: 'subscriptions',
    });
  });
});

describe("the certificates page's in_progress", () => {
  const inProgressOf = async (token: string) =>
    (
      await server.graphql<{ get_certificate_page: { in_progress: boolean; total: number } }>({
        query: `{ get_certificate_page(page_size: 1) { in_progress total } }`,
        token,
      })
    ).body.data!.get_certificate_page;

  it('is true while a certificate is queued or being made, whatever the page, and only then', async () => {
    const user = await createUser(database);
    const token = await signIn(server, user);
    await insertReports(user.supplier_id, null, 'CERTIFICATE_OF_DESTRUCTION', 'READY', 2);
    // A complete report in the making is not a certificate.
    await insertReports(user.supplier_id, null, 'COMPLETE', 'QUEUED', 1);
    expect(await inProgressOf(token)).toEqual({ in_progress: false, total: 2 });

    await insertReports(user.supplier_id, null, 'CERTIFICATE_OF_DESTRUCTION', 'QUEUED', 1);
    expect(await inProgressOf(token)).toEqual({ in_progress: true, total: 2 });
    await database
      .updateTable('reports')
      .set({ status: 'GENERATING' })
      .where('supplier_id', '=', user.supplier_id)
      .where('status', '=', 'QUEUED')
      .execute();
    expect(await inProgressOf(token)).toEqual({ in_progress: true, total: 2 });

    // Another supplier's certificate in the making is not this one's.
    const stranger = await createUser(database);
    expect(await inProgressOf(await signIn(server, stranger))).toEqual({
      in_progress: false,
      total: 0,
    });

    await database
      .updateTable('reports')
      .set({ status: 'FAILED' })
      .where('supplier_id', '=', user.supplier_id)
      .where('status', '=', 'GENERATING')
      .execute();
    expect(await inProgressOf(token)).toEqual({ in_progress: false, total: 2 });
  });
});

describe('the unpaged get_report_subscriptions', () => {
  it('answers the newest 200 of more', async () => {
    const user = await createUser(database);
    await sql`
      insert into report_subscriptions (supplier_id, kind, interval, date_column, recipients,
        language, created_by_name, created_at)
      select ${user.supplier_id}, 'COMPLETE', 'MONTHLY', 'COMPLETED_DATE',
        array['to' || i || '@test.example'], 'en', 'Creator ' || i,
        timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => i)
      from generate_series(1, 205) as i`.execute(database);
    const response = await server.graphql<{ get_report_subscriptions: { created_by: string }[] }>({
      query: '{ get_report_subscriptions { created_by } }',
      token: await signIn(server, user),
    });
    const listed = response.body.data!.get_report_subscriptions;
    expect(listed).toHaveLength(200);
    expect(listed[0]?.created_by).toBe('Creator 205');
    expect(listed.at(-1)?.created_by).toBe('Creator 6');
  });
});
