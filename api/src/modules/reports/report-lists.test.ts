import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { expectListOrder } from '../../test-support/list-order.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const directions = ['ASC', 'DESC'] as const;

/** The recipient addresses of the rows made last and first. */
const newest = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-to${10_000 - index}@test.example`);
const oldest = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-to${index + 1}@test.example`);

/** A master account with three departments named "<prefix> Alpha", "... Beta", "... Gamma". */
async function groupWithDepartments(prefix: string) {
  const group = await createSupplierGroup(database, 3);
  const names = ['Alpha', 'Beta', 'Gamma'].map((name) => `${prefix} ${name}`);
  for (const [index, department] of group.subSuppliers.entries()) {
    await database
      .updateTable('suppliers')
      .set({ company: names[index]! })
      .where('id', '=', department.id)
      .execute();
  }
  const token = await signIn(server, await createUser(database, { supplier_id: group.master.id }));
  return { group, token, departmentIds: group.subSuppliers.map((department) => department.id) };
}

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** The CSV's rows as cells (the values here hold no commas or quotes). */
const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));

interface ListedReport {
  id: string;
  kind: string;
  status: string;
  created: string;
  from: string;
  department: string | null;
  available_until: string | null;
  recipients: string[];
}

const listReports = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ get_report_page: { reports: ListedReport[]; total: number } }>({
    query: `query get_report_page($filter: ReportFilter, $page: Int, $page_size: Int,
      $sort: ReportSort, $direction: SortDirection) {
      get_report_page(filter: $filter, page: $page, page_size: $page_size, sort: $sort,
        direction: $direction) {
        reports { id kind status created from department available_until recipients }
        total
      }
    }`,
    token,
    variables,
  });

const reportStatusRank = ['QUEUED', 'GENERATING', 'READY', 'FAILED'];
const reportKeys: Record<string, (report: ListedReport) => string | number | null> = {
  created: (report) => report.created,
  report: (report) => report.kind,
  period: (report) => report.from,
  department: (report) => report.department?.toLowerCase() ?? null,
  available_until: (report) => report.available_until,
  status: (report) => reportStatusRank.indexOf(report.status),
};

describe('10,000 ordered reports', () => {
  let token: string;
  let prefix: string;
  let departmentIds: string[];
  beforeAll(async () => {
    prefix = `r${randomUUID().slice(0, 8)}`;
    const setup = await groupWithDepartments(prefix);
    token = setup.token;
    departmentIds = setup.departmentIds;
    // Kinds, statuses, departments (a quarter the whole group) and dates repeat, so every
    // sort has ties; a sixth have no expiry.
    await sql`
      insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
        date_to, date_column, language, download_key, status, recipients, scope_supplier_id,
        available_until, created_at)
      select ${setup.group.master.id}, 'Orderer ' || chr(65 + i % 10), ${prefix} || '-key-' || i,
        (array['COMPLETE', 'HIGH_LEVEL', 'CERTIFICATE_OF_DESTRUCTION'])[i % 3 + 1], 'Report',
        date '2020-01-01' + i % 400, date '2020-01-31' + i % 400, 'COMPLETED_DATE', 'en',
        md5(${prefix} || i) || md5(i::text),
        (array['QUEUED', 'GENERATING', 'READY', 'FAILED'])[(i / 7) % 4 + 1],
        array[${prefix} || '-to' || i || '@test.example'],
        (array[null, ${setup.departmentIds[0]}, ${setup.departmentIds[1]},
          ${setup.departmentIds[2]}]::uuid[])[i % 4 + 1],
        case when i % 6 = 0 then null else timestamptz '2030-01-01T00:00:00Z' + (i % 50) * interval '1 day' end,
        timestamptz '2026-01-01T00:00:00Z' + (i / 3) * interval '1 minute'
      from generate_series(1, 10000) as i`.execute(database);
  });

  it('pages newest first and sorts every column both ways, ties by id', async () => {
    const first = (await listReports(token, { page_size: 100 })).body.data!.get_report_page;
    expect(first.total).toBe(10_000);
    expect(first.reports).toHaveLength(100);
    // Created three a minute: the newest two share a minute.
    expect(newest(prefix, 2)).toContain(first.reports[0]!.recipients[0]);
    const last = (await listReports(token, { page: 100, page_size: 100 })).body.data!
      .get_report_page;
    expect(oldest(prefix, 2)).toContain(last.reports.at(-1)!.recipients[0]);

    for (const [sort, keyOf] of Object.entries(reportKeys)) {
      for (const direction of directions) {
        const rows: ListedReport[] = [];
        for (const page of [1, 2]) {
          const result = await listReports(token, { sort, direction, page, page_size: 100 });
          rows.push(...result.body.data!.get_report_page.reports);
        }
        expectListOrder(
          rows.map((report) => ({ id: report.id, key: keyOf(report) })),
          direction,
        );
      }
    }
  });

  it('filters by status and by text (department, recipient, orderer)', async () => {
    const failed = (await listReports(token, { filter: { status: 'FAILED' } })).body.data!
      .get_report_page;
    expect(failed.reports.every((report) => report.status === 'FAILED')).toBe(true);
    const failedCount = Array.from({ length: 10_000 }, (_, index) => index + 1).filter(
      (i) => Math.floor(i / 7) % 4 === 3,
    ).length;
    expect(failed.total).toBe(failedCount);
    const byDepartment = (await listReports(token, { filter: { text: `${prefix} beta` } })).body
      .data!.get_report_page;
    expect(byDepartment.total).toBe(2_500);
    const byRecipient = (await listReports(token, { filter: { text: `${prefix}-to12` } })).body
      .data!.get_report_page;
    expect(byRecipient.total).toBe(111);
    const literal = (await listReports(token, { filter: { text: `${prefix}%` } })).body.data!
      .get_report_page;
    expect(literal.total).toBe(0);
  });

  it('exports exactly what the filter and order show', async () => {
    const filter = { text: `${prefix}-to12`, status: 'READY' };
    const shown: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = (
        await listReports(token, { filter, sort: 'period', direction: 'DESC', page, page_size: 50 })
      ).body.data!.get_report_page;
      shown.push(...result.reports.map((report) => report.recipients[0]!));
      if (shown.length >= result.total) break;
    }
    expect(shown.length).toBeGreaterThan(20);
    const query = `text=${prefix}-to12&status=READY&sort=period&direction=DESC&language=en`;
    const csv = csvRows(
      await (await exportOf(token, `/files/no/exports/reports.csv?${query}`)).text(),
    );
    const recipientColumn = csv[0]!.indexOf('Recipient');
    expect(csv.slice(1).map((row) => row[recipientColumn])).toEqual(shown);
    expect(csv.slice(1).every((row) => row.includes('Ready'))).toBe(true);

    const xlsx = await exportOf(token, `/files/no/exports/reports.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(shown.length + 1);
    expect(sheet.getRow(2).getCell(recipientColumn + 1).value).toBe(shown[0]);
  });

  it('narrows a master account’s list to one company of its group, in the export too', async () => {
    const companiesOf = async (variables: Record<string, unknown>) =>
      server.graphql<{
        get_report_page: { total: number; companies: { id: string; company: string }[] };
      }>({
        query: `query get_report_page($filter: ReportFilter) {
          get_report_page(filter: $filter) { total companies { id company } }
        }`,
        token,
        variables,
      });
    const whole = (await companiesOf({})).body.data!.get_report_page;
    expect(whole.companies.map((company) => company.id)).toEqual(
      expect.arrayContaining(departmentIds),
    );
    const beta = (await companiesOf({ filter: { supplier_id: departmentIds[1] } })).body.data!
      .get_report_page;
    expect(beta.total).toBe(2_500);
    const betaRows = (
      await listReports(token, {
        filter: { supplier_id: departmentIds[1], text: `${prefix}-to12` },
        sort: 'created',
        direction: 'ASC',
        page_size: 100,
      })
    ).body.data!.get_report_page.reports;
    expect(betaRows.every((report) => report.department === `${prefix} Beta`)).toBe(true);
    const csv = csvRows(
      await (
        await exportOf(
          token,
          `/files/no/exports/reports.csv?supplier_id=${departmentIds[1]}&text=${prefix}-to12&sort=created&direction=ASC&language=en`,
        )
      ).text(),
    );
    const recipientColumn = csv[0]!.indexOf('Recipient');
    expect(csv.slice(1).map((row) => row[recipientColumn])).toEqual(
      betaRows.map((report) => report.recipients[0]),
    );
    const other = await createSupplierGroup(database, 1);
    expect(
      errorCodeOf(await companiesOf({ filter: { supplier_id: other.subSuppliers[0]!.id } })),
    ).toBe('NOT_FOUND');
    expect(
      (
        await exportOf(
          token,
          `/files/no/exports/reports.csv?supplier_id=${other.subSuppliers[0]!.id}`,
        )
      ).status,
    ).toBe(404);
  });

  it('is for users with report access, and shows another supplier nothing', async () => {
    const stranger = await signIn(server, await createUser(database));
    expect(
      (await listReports(stranger, { filter: { text: prefix } })).body.data!.get_report_page.total,
    ).toBe(0);
    const strangerCsv = await (
      await exportOf(stranger, `/files/no/exports/reports.csv?text=${prefix}`)
    ).text();
    expect(csvRows(strangerCsv)).toHaveLength(1);
    const limited = await signIn(server, await createUser(database, { has_report_access: false }));
    expect(errorCodeOf(await listReports(limited, {}))).toBe('FORBIDDEN');
    expect((await exportOf(limited, '/files/no/exports/reports.csv')).status).toBe(403);
    expect(errorCodeOf(await listReports(token, { page_size: 101 }))).toBe('BAD_USER_INPUT');
  });
});

interface ListedSubscription {
  id: string;
  kind: string;
  interval: string;
  department: string | null;
  created: string;
  created_by: string;
  status: string;
  recipients: string[];
}

const listSubscriptions = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{
    get_report_subscription_page: { subscriptions: ListedSubscription[]; total: number };
  }>({
    query: `query get_report_subscription_page($filter: ReportSubscriptionFilter, $page: Int,
      $page_size: Int, $sort: ReportSubscriptionSort, $direction: SortDirection) {
      get_report_subscription_page(filter: $filter, page: $page, page_size: $page_size,
        sort: $sort, direction: $direction) {
        subscriptions { id kind interval department created created_by status recipients }
        total
      }
    }`,
    token,
    variables,
  });

const intervalRank = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'];
const subscriptionKeys: Record<string, (row: ListedSubscription) => string | number | null> = {
  created: (row) => row.created,
  report: (row) => row.kind,
  interval: (row) => intervalRank.indexOf(row.interval),
  department: (row) => row.department?.toLowerCase() ?? null,
  created_by: (row) => row.created_by.toLowerCase(),
  status: (row) => (row.status === 'ACTIVE' ? 0 : 1),
};

describe('10,000 regular reports', () => {
  let token: string;
  let prefix: string;
  let departmentIds: string[];
  beforeAll(async () => {
    prefix = `s${randomUUID().slice(0, 8)}`;
    const setup = await groupWithDepartments(prefix);
    token = setup.token;
    departmentIds = setup.departmentIds;
    await sql`
      insert into report_subscriptions (supplier_id, kind, interval, date_column, recipients,
        language, created_by_name, scope_supplier_id, status, paused_reason, paused_at, created_at)
      select ${setup.group.master.id},
        (array['COMPLETE', 'HIGH_LEVEL', 'CERTIFICATE_OF_DESTRUCTION'])[i % 3 + 1],
        (array['WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'])[(i / 5) % 4 + 1], 'COMPLETED_DATE',
        array[${prefix} || '-to' || i || '@test.example'], 'en', 'Creator' || chr(65 + i % 10),
        (array[null, ${setup.departmentIds[0]}, ${setup.departmentIds[1]},
          ${setup.departmentIds[2]}]::uuid[])[i % 4 + 1],
        case when i % 7 = 0 then 'PAUSED' else 'ACTIVE' end,
        case when i % 7 = 0 then 'CREATOR_DEACTIVATED' end,
        case when i % 7 = 0 then timestamptz '2026-06-01T00:00:00Z' end,
        timestamptz '2026-01-01T00:00:00Z' + (i / 3) * interval '1 minute'
      from generate_series(1, 10000) as i`.execute(database);
  });

  it('pages newest first and sorts every column both ways, ties by id', async () => {
    const first = (await listSubscriptions(token, { page_size: 100 })).body.data!
      .get_report_subscription_page;
    expect(first.total).toBe(10_000);
    // Created three a minute: the newest two share a minute.
    expect(newest(prefix, 2)).toContain(first.subscriptions[0]!.recipients[0]);
    const last = (await listSubscriptions(token, { page: 100, page_size: 100 })).body.data!
      .get_report_subscription_page;
    expect(oldest(prefix, 2)).toContain(last.subscriptions.at(-1)!.recipients[0]);

    for (const [sort, keyOf] of Object.entries(subscriptionKeys)) {
      for (const direction of directions) {
        const rows: ListedSubscription[] = [];
        for (const page of [1, 2]) {
          const result = await listSubscriptions(token, { sort, direction, page, page_size: 100 });
          rows.push(...result.body.data!.get_report_subscription_page.subscriptions);
        }
        expectListOrder(
          rows.map((row) => ({ id: row.id, key: keyOf(row) })),
          direction,
        );
      }
    }
  });

  it('filters by department, recipient and creator, and exports exactly the filtered view', async () => {
    const page = async (text: string) =>
      (await listSubscriptions(token, { filter: { text } })).body.data!.get_report_subscription_page
        .total;
    expect(await page(`${prefix} gamma`)).toBe(2_500);
    const gamma = (await listSubscriptions(token, { filter: { supplier_id: departmentIds[2] } }))
      .body.data!.get_report_subscription_page;
    expect(gamma.total).toBe(2_500);
    expect(gamma.subscriptions.every((row) => row.department === `${prefix} Gamma`)).toBe(true);
    expect(await page(`${prefix}-to12`)).toBe(111);
    expect(await page('creatorj')).toBeGreaterThanOrEqual(1_000);

    const shown: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const result = (
        await listSubscriptions(token, {
          filter: { text: `${prefix}-to12` },
          sort: 'created_by',
          direction: 'ASC',
          page: pageNumber,
          page_size: 50,
        })
      ).body.data!.get_report_subscription_page;
      shown.push(...result.subscriptions.map((row) => row.recipients[0]!));
      if (shown.length >= result.total) break;
    }
    expect(shown).toHaveLength(111);
    const query = `text=${prefix}-to12&sort=created_by&direction=ASC&language=en`;
    const csv = csvRows(
      await (await exportOf(token, `/files/no/exports/report-subscriptions.csv?${query}`)).text(),
    );
    const recipientColumn = csv[0]!.indexOf('Recipient');
    expect(csv.slice(1).map((row) => row[recipientColumn])).toEqual(shown);

    const xlsx = await exportOf(token, `/files/no/exports/report-subscriptions.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0]!.rowCount).toBe(shown.length + 1);
  });

  it('is for users with report access, and shows another supplier nothing', async () => {
    const stranger = await signIn(server, await createUser(database));
    expect(
      (await listSubscriptions(stranger, { filter: { text: prefix } })).body.data!
        .get_report_subscription_page.total,
    ).toBe(0);
    const limited = await signIn(server, await createUser(database, { has_report_access: false }));
    expect(errorCodeOf(await listSubscriptions(limited, {}))).toBe('FORBIDDEN');
    expect((await exportOf(limited, '/files/no/exports/report-subscriptions.csv')).status).toBe(
      403,
    );
  });
});
