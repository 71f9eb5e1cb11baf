import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import {
  createReportFixture,
  getReportQuery,
  orderReportMutation,
  reportOrder,
} from '../../test-support/report-factories.js';
import { jobsDone, outboxSettled } from '../../test-support/settled-jobs.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { JobHelpers } from 'graphile-worker';
import { purgeExpiredReportFilesTask, requeueStaleReports } from './maintenance-tasks.js';
import { reportStorageRoot } from './storage.js';

let smtp: SmtpTestServer;
let server: TestServer;
let database: Database;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url }, { taskWorkers: true });
  database = server.databases.no;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

interface ReportFile {
  format: string;
  file_name: string;
  size_bytes: number;
  sha256: string;
  download_url: string;
}
interface ReportState {
  id: string;
  status: string;
  units_done: number;
  units_total: number | null;
  available_until: string | null;
  certificate_number: string | null;
  files: ReportFile[];
}

/** Polls `read` until it gives a value; reading throws to give up at once. */
function waitFor<Value>(read: () => Promise<Value | undefined>): Promise<Value> {
  return vi.waitUntil(read, { timeout: 25_000, interval: 150 });
}

async function order(token: string, input: Record<string, unknown>) {
  return server.graphql<{
    order_report: { id: string; status: string; certificate_number: string | null };
  }>({
    query: orderReportMutation,
    operationName: 'order_report',
    variables: { input },
    token,
  });
}

async function waitUntilReady(token: string, id: string): Promise<ReportState> {
  return waitFor(async () => {
    const response = await server.graphql<{ get_report: ReportState | null }>({
      query: getReportQuery,
      operationName: 'get_report',
      variables: { id },
      token,
    });
    const report = response.body.data?.get_report;
    if (report?.status === 'FAILED') throw new Error('Report failed');
    return report?.status === 'READY' ? report : undefined;
  });
}

/** Links name the public URL; the test server listens elsewhere. */
const local = (url: string | URL) => String(url).replace(server.config.publicUrl, server.url);

async function download(url: string) {
  const response = await fetch(local(url));
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** The serial numbers the database holds for a January report of these suppliers. */
async function januarySerials(supplierIds: string[], certificate = false): Promise<string[]> {
  let query = database
    .selectFrom('processed_units')
    .select('serial_number')
    .where('supplier_id', 'in', supplierIds)
    .where('completed_date', '>=', new Date('2025-12-31T23:00:00Z'))
    .where('completed_date', '<', new Date('2026-01-31T23:00:00Z'));
  if (certificate) {
    query = query
      .where('sanitisation_method', 'in', ['software_erasure', 'physical_destruction'])
      .where('sanitisation_result', '=', 'passed');
  }
  return (await query.execute()).map((row) => row.serial_number).sort();
}

describe('ordering and delivering a complete report', () => {
  it('orders once per idempotency key, generates XLSX and CSV matching the database, and mails links', async () => {
    const { master, departments, user } = await createReportFixture(database);
    const token = await signIn(server, user);
    const input = reportOrder();

    const [first, second] = await Promise.all([order(token, input), order(token, input)]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.data?.order_report.id).toBe(first.body.data?.order_report.id);
    const rows = await database
      .selectFrom('reports')
      .select('id')
      .where('supplier_id', '=', master.id)
      .execute();
    expect(rows).toHaveLength(1);

    const report = await waitUntilReady(token, first.body.data!.order_report.id);
    expect(report.units_total).toBe(15);
    expect(report.units_done).toBe(15);
    expect(new Date(report.available_until!).getTime()).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
    expect(report.files.map((file) => file.format).sort()).toEqual(['CSV', 'XLSX']);
    const expected = await januarySerials([master.id, ...departments.map((row) => row.id)]);

    const xlsxFile = report.files.find((file) => file.format === 'XLSX')!;
    const xlsx = await download(xlsxFile.download_url);
    expect(xlsx.response.status).toBe(200);
    expect(xlsx.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+\.xlsx"/,
    );
    expect(createHash('sha256').update(xlsx.body).digest('hex')).toBe(xlsxFile.sha256);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Serial number');
    // Every CO2 figure names the method version it was computed by.
    expect(sheet.getRow(1).getCell(17).value).toBe('CO2 method version');
    expect(sheet.getRow(2).getCell(17).text).toBe('2026.1');
    const xlsxSerials: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) xlsxSerials.push(row.getCell(1).text);
    });
    expect(xlsxSerials.sort()).toEqual(expected);

    const csvFile = report.files.find((file) => file.format === 'CSV')!;
    const csv = await download(csvFile.download_url);
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Serial number,Manufacturer,Model,Category/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(expected);

    const recipient = input.recipients[0]!;
    const mail = await smtp.nextMailTo(recipient);
    expect(headerOf(mail.raw, 'Subject')).toMatch(/Your.report.is.ready/);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain(xlsxFile.download_url);
    // A small report's files ride along too.
    const attached = body.match(/Content-Disposition: attachment;[^\n]*\n(?:[ \t][^\n]*\n)*/gi);
    expect(attached?.some((header) => header.includes('.xlsx'))).toBe(true);
    expect(attached?.some((header) => header.includes('.csv'))).toBe(true);
    // Its orderer hears of it in the portal: the list of reports, and the first file.
    const notice = await database
      .selectFrom('notifications')
      .select(['kind', 'link', 'download_url'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ kind: 'report_ready', link: '/reports-overview' });
    expect(notice.download_url).toMatch(new RegExp(`^/api/reports/no/${report.id}/`));
    // Once the report's job has ended and its mail is sent, no second copy can come.
    await jobsDone(database, [`report:${report.id}`]);
    await outboxSettled(database, [recipient]);
    expect(smtp.mailsTo(recipient)).toHaveLength(1);
  });

  it('limits a report to one department and to the free-text filter', async () => {
    const { departments, user } = await createReportFixture(database, { unitsPerSupplier: 4 });
    const token = await signIn(server, user);
    const department = departments[0]!;
    const ordered = await order(token, reportOrder({ supplier_id: department.id, free_text: 'x' }));
    expect(ordered.body.errors).toBeUndefined();
    const report = await waitUntilReady(token, ordered.body.data!.order_report.id);
    // Serials are SN-<hex>; 'x' matches none of them, nor any other field.
    expect(report.units_total).toBe(0);

    const scoped = await order(token, reportOrder({ supplier_id: department.id }));
    const scopedReport = await waitUntilReady(token, scoped.body.data!.order_report.id);
    expect(scopedReport.units_total).toBe(4);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const { master, user } = await createReportFixture(database, { unitsPerSupplier: 1 });
    const token = await signIn(server, user);
    const backwards = await order(token, reportOrder({ from: '2026-02-01', to: '2026-01-01' }));
    expect(errorCodeOf(backwards)).toBe('BAD_USER_INPUT');
    const noRecipient = await order(token, reportOrder({ recipients: ['not-an-address'] }));
    expect(errorCodeOf(noRecipient)).toBe('BAD_USER_INPUT');
    const count = await database
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('supplier_id', '=', master.id)
      .executeTakeFirstOrThrow();
    expect(count.count).toBe(0);
  });
});

describe('certificates of destruction and the high level report', () => {
  it('lists every erased or destroyed unit and verifies the real file, not an altered one', async () => {
    const { master, departments, user } = await createReportFixture(database);
    const token = await signIn(server, user);
    const ordered = await order(token, reportOrder({ kind: 'CERTIFICATE_OF_DESTRUCTION' }));
    const number = ordered.body.data!.order_report.certificate_number!;
    expect(number).toMatch(/^COD-NO-2026-[0-9A-Z]{10}$/);
    const report = await waitUntilReady(token, ordered.body.data!.order_report.id);
    const pdfFile = report.files[0]!;
    expect(pdfFile.format).toBe('PDF');
    const pdf = await download(pdfFile.download_url);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    const { text } = await new PDFParse({ data: new Uint8Array(pdf.body) }).getText();
    expect(text).toContain('Certificate of destruction');
    expect(text).toContain(number);
    expect(text).toContain('Greentech AS');
    const expected = await januarySerials([master.id, ...departments.map((row) => row.id)], true);
    expect(expected.length).toBe(15);
    for (const serial of expected) expect(text).toContain(serial);
    expect(text).not.toContain('MARCH-');

    const verify = (certificateNumber: string, sha256: string) =>
      server.graphql<{
        verify_certificate: { valid: boolean; supplier: string | null; units: number | null };
      }>({
        query: `query verify_certificate($n: String!, $s: String!) {
          verify_certificate(certificate_number: $n, sha256: $s) { valid supplier units }
        }`,
        variables: { n: certificateNumber, s: sha256 },
      });
    const genuine = await verify(number, createHash('sha256').update(pdf.body).digest('hex'));
    expect(genuine.body.data?.verify_certificate).toEqual({
      valid: true,
      supplier: master.company,
      units: 15,
    });
    const altered = Buffer.from(pdf.body);
    altered[altered.length - 20] = (altered[altered.length - 20]! + 1) % 256;
    const forged = await verify(number, createHash('sha256').update(altered).digest('hex'));
    expect(forged.body.data?.verify_certificate).toEqual({
      valid: false,
      supplier: null,
      units: null,
    });

    const listed = await server.graphql<{
      get_report_certificates: { certificate_number: string }[];
    }>({
      query: '{ get_report_certificates { certificate_number } }',
      token,
    });
    expect(listed.body.data?.get_report_certificates.map((row) => row.certificate_number)).toEqual([
      number,
    ]);
    // Its orderer's notice leads to the certificates, where its number is listed.
    const notice = await database
      .selectFrom('notifications')
      .select('link')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(notice.link).toBe('/report-cods');
  });

  it('summarises units by category in a high level PDF with a chart', async () => {
    const { user } = await createReportFixture(database, { unitsPerSupplier: 6 });
    const token = await signIn(server, user);
    const ordered = await order(token, reportOrder({ kind: 'HIGH_LEVEL' }));
    const report = await waitUntilReady(token, ordered.body.data!.order_report.id);
    const pdf = await download(report.files[0]!.download_url);
    const { text } = await new PDFParse({ data: new Uint8Array(pdf.body) }).getText();
    expect(text).toContain('Processed units per category');
    expect(text).toContain('Key figures');
    // 6 units for each of 3 suppliers: indexes 0 and 3 are desktops, the rest laptops.
    expect(text).toMatch(/Laptops?[^\n]*12/);
    expect(text).toMatch(/Desktops?[^\n]*6/);
    expect(text).toMatch(/Total[^\n]*18/);
    expect(text).toMatch(/CO2[^\n]*\(method version 2026\.1\)/);
  });
});

describe('access', () => {
  const calls = [
    { query: '{ get_reports { id } }' },
    { query: '{ get_report_certificates { id } }' },
    { query: '{ get_report_subscriptions { id } }' },
    {
      query: 'mutation o($input: OrderReportInput!) { order_report(input: $input) { id } }',
      variables: { input: reportOrder() },
    },
  ];

  it('refuses every report call to a user without report access', async () => {
    const user = await createUser(database, { has_report_access: false });
    const token = await signIn(server, user);
    for (const call of calls) {
      const response = await server.graphql({ ...call, token });
      expect(errorCodeOf(response), call.query).toBe('FORBIDDEN');
    }
    const anonymous = await server.graphql(calls[0]!);
    expect(errorCodeOf(anonymous)).toBe('UNAUTHENTICATED');
  });

  it("never shows, retries or downloads another customer's report", async () => {
    const owner = await createReportFixture(database, { unitsPerSupplier: 1 });
    const ownerToken = await signIn(server, owner.user);
    const ordered = await order(ownerToken, reportOrder());
    const report = await waitUntilReady(ownerToken, ordered.body.data!.order_report.id);

    const other = await createReportFixture(database, { unitsPerSupplier: 1 });
    const otherToken = await signIn(server, other.user);
    const seen = await server.graphql<{ get_report: unknown }>({
      query: getReportQuery,
      variables: { id: report.id },
      token: otherToken,
    });
    expect(seen.body.data).toBeNull();
    expect(errorCodeOf(seen)).toBe('NOT_FOUND');
    const listed = await server.graphql<{ get_reports: { id: string }[] }>({
      query: '{ get_reports { id } }',
      token: otherToken,
    });
    expect(listed.body.data?.get_reports).toEqual([]);
    const retried = await server.graphql({
      query: 'mutation r($id: ID!) { retry_report(id: $id) { id } }',
      variables: { id: report.id },
      token: otherToken,
    });
    expect(errorCodeOf(retried)).toBe('NOT_FOUND');
    // Ordering for a department of another group is refused, and makes nothing.
    const foreign = await order(otherToken, reportOrder({ supplier_id: owner.departments[0]!.id }));
    expect(errorCodeOf(foreign)).toBe('NOT_FOUND');

    const url = new URL(report.files[0]!.download_url);
    url.searchParams.set('key', 'f'.repeat(48));
    expect((await fetch(local(url))).status).toBe(404);
    // The same key for another country's endpoint finds nothing either.
    expect((await fetch(local(report.files[0]!.download_url.replace('/no/', '/dk/')))).status).toBe(
      404,
    );
  });

  it('stops downloads after available until', async () => {
    const { user } = await createReportFixture(database, { unitsPerSupplier: 1 });
    const token = await signIn(server, user);
    const ordered = await order(token, reportOrder());
    const report = await waitUntilReady(token, ordered.body.data!.order_report.id);
    await database
      .updateTable('reports')
      .set({ available_until: new Date(Date.now() - 1000) })
      .where('id', '=', report.id)
      .execute();
    expect((await fetch(local(report.files[0]!.download_url))).status).toBe(410);

    // The hourly purge deletes the expired files; the report stays listed, as expired.
    await purgeExpiredReportFilesTask.handle(
      {},
      {
        config: server.config,
        country: 'no',
        database,
        logger: server.app.log,
        storage: server.storage,
      },
      {} as JobHelpers,
    );
    const after = await server.graphql<{ get_report: ReportState }>({
      query: getReportQuery,
      variables: { id: report.id },
      token,
    });
    expect(after.body.data?.get_report).toMatchObject({ status: 'READY', expired: true });
    expect((await fetch(local(report.files[0]!.download_url))).status).toBe(410);
    const { files_deleted_at } = await database
      .selectFrom('reports')
      .select('files_deleted_at')
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(files_deleted_at).not.toBeNull();
    const folder = path.join(reportStorageRoot(server.config, 'no'), report.id);
    await expect(stat(folder)).rejects.toThrow();
  });

  it('does not let a sub-supplier user order for the master group', async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const user = await createUser(database, { supplier_id: subSuppliers[0]!.id });
    const token = await signIn(server, user);
    const response = await order(token, reportOrder({ supplier_id: master.id }));
    expect(errorCodeOf(response)).toBe('NOT_FOUND');
  });
});

describe('robustness', () => {
  async function insertReport(supplierId: string, overrides: Record<string, unknown> = {}) {
    return database
      .insertInto('reports')
      .values({
        supplier_id: supplierId,
        ordered_by_name: 'Test User',
        idempotency_key: randomUUID(),
        kind: 'COMPLETE',
        name: 'Complete report 2026-01-01 – 2026-01-31',
        date_from: '2026-01-01',
        date_to: '2026-01-31',
        date_column: 'COMPLETED_DATE',
        recipients: [],
        language: 'en',
        download_key: randomBytes(24).toString('hex'),
        ...overrides,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('re-queues a report whose worker died mid-way, and it completes', async () => {
    const { master, user } = await createReportFixture(database, { unitsPerSupplier: 2 });
    const token = await signIn(server, user);
    // As a worker killed with -9 leaves it: generating, a stale heartbeat, its job still locked.
    const { id } = await database.transaction().execute(async (transaction) => {
      const report = await insertReport(master.id, {
        status: 'GENERATING',
        attempts: 1,
        heartbeat_at: new Date(Date.now() - 5 * 60_000),
      });
      await sql`select graphile_worker.add_job('generate_report', ${JSON.stringify({ reportId: report.id })}::json, job_key => ${`report:${report.id}`})`.execute(
        transaction,
      );
      await sql`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'killed-worker'
        where key = ${`report:${report.id}`}`.execute(transaction);
      return report;
    });
    const requeued = await requeueStaleReports(database);
    expect(requeued).toContain(id);
    const report = await waitUntilReady(token, id);
    expect(report.units_total).toBe(6);
  });

  it('leaves a report whose worker is alive alone', async () => {
    const { master } = await createReportFixture(database, { unitsPerSupplier: 1 });
    const { id } = await insertReport(master.id, {
      status: 'GENERATING',
      attempts: 1,
      heartbeat_at: new Date(),
    });
    expect(await requeueStaleReports(database)).not.toContain(id);
  });

  it('marks a report failed after its last attempt, and a retry completes it', async () => {
    const { master, user } = await createReportFixture(database, { unitsPerSupplier: 1 });
    const token = await signIn(server, user);
    const reportId = randomUUID();
    // A file where the report's folder should be makes every write fail.
    const root = reportStorageRoot(server.config, 'no');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, reportId), 'in the way');
    await database.transaction().execute(async (transaction) => {
      await insertReport(master.id, { id: reportId, attempts: 3 });
      await sql`select graphile_worker.add_job('generate_report', ${JSON.stringify({ reportId })}::json, job_key => ${`report:${reportId}`})`.execute(
        transaction,
      );
    });
    const failed = await waitFor(async () => {
      const row = await database
        .selectFrom('reports')
        .select(['status', 'last_error'])
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow();
      return row.status === 'FAILED' ? row : undefined;
    });
    expect(failed.last_error).toBeTruthy();

    await rm(path.join(root, reportId));
    const retried = await server.graphql<{ retry_report: { status: string } }>({
      query: 'mutation r($id: ID!) { retry_report(id: $id) { status } }',
      variables: { id: reportId },
      token,
    });
    // The answer is the report as it stands: a worker may have taken it up already.
    expect(['QUEUED', 'GENERATING', 'READY']).toContain(retried.body.data?.retry_report.status);
    const report = await waitUntilReady(token, reportId);
    expect(report.files).toHaveLength(2);
  });
});
