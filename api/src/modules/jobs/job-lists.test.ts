import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

/** `count` jobs of a supplier in one statement; every seventh in Bergen, numbers in order. */
async function insertJobs(supplierId: string, prefix: string, count: number): Promise<void> {
  await sql`
    insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
      company_name, contact_first_name, contact_last_name, email, phone, case_reference,
      requested_date, recipient_name, recipient_email, idempotency_key, created_at)
    select ${supplierId}, ${prefix} || lpad(i::text, 5, '0'),
      case when i % 2 = 0 then 'COLLECTION' else 'DELIVERY' end,
      (array['ORDERED','CONFIRMED','SCHEDULED','COMPLETED'])[1 + i % 4],
      'Street ' || i, case when i % 7 = 0 then 'Bergen' else 'Oslo' end, '0150', 'norway',
      'Company', 'Kari', 'Nordmann', 'kari@test.example', '+47 900 00 000', 'REF-' || (i % 50),
      date '2026-01-05' + (i % 300), 'Kari', 'kari@test.example', ${prefix} || i,
      timestamptz '2026-01-01T00:00:00Z' + (i % 997) * interval '1 hour'
    from generate_series(1, ${count}) as i`.execute(database);
}

interface JobRow {
  id: string;
  job_number: string;
  supplier_company: string;
  city: string;
}
interface JobPage {
  jobs: JobRow[];
  total: number;
  page: number;
  page_size: number;
  companies: { id: string; company: string }[];
}

const listJobs = (token: string, variables: Record<string, unknown> = {}) =>
  server.graphql<{ get_jobs: JobPage }>({
    query: `query get_jobs($filter: JobFilter, $page: Int, $page_size: Int, $sort: JobSort,
      $direction: SortDirection) {
      get_jobs(filter: $filter, page: $page, page_size: $page_size, sort: $sort,
        direction: $direction) {
        jobs { id job_number supplier_company city } total page page_size companies { id company }
      }
    }`,
    token,
    variables,
  });

async function allPages(token: string, variables: Record<string, unknown>) {
  const rows: JobRow[] = [];
  for (let page = 1; ; page += 1) {
    const result = (await listJobs(token, { ...variables, page, page_size: 100 })).body.data!
      .get_jobs;
    rows.push(...result.jobs);
    if (rows.length >= result.total) return rows;
  }
}

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** A CSV's rows as cells (the lists' CSV: no quoted line breaks). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('a master account’s job list at 10,000 rows', () => {
  let token: string;
  let group: Awaited<ReturnType<typeof createSupplierGroup>>;
  let prefix: string;
  beforeAll(async () => {
    group = await createSupplierGroup(database, 2);
    prefix = `L${randomUUID().slice(0, 6)}-`;
    await insertJobs(group.master.id, `${prefix}M`, 9_000);
    await insertJobs(group.subSuppliers[0]!.id, `${prefix}S`, 1_000);
    const user = await createUser(database, { supplier_id: group.master.id, is_admin: true });
    token = await signIn(server, user);
  });

  it('pages and sorts on the server over the whole group, with a company column', async () => {
    const first = (await listJobs(token, { page_size: 100 })).body.data!.get_jobs;
    expect(first.total).toBe(10_000);
    expect(first.jobs).toHaveLength(100);
    expect(first.companies.map((company) => company.id).sort()).toEqual(
      [group.master.id, ...group.subSuppliers.map((sub) => sub.id)].sort(),
    );
    expect(new Set(first.jobs.map((job) => job.supplier_company)).size).toBeGreaterThan(0);

    const ascending = (
      await listJobs(token, { sort: 'job_number', direction: 'ASC', page_size: 100, page: 1 })
    ).body.data!.get_jobs;
    expect(ascending.jobs[0]!.job_number).toBe(`${prefix}M00001`);
    const last = (
      await listJobs(token, { sort: 'job_number', direction: 'ASC', page_size: 100, page: 100 })
    ).body.data!.get_jobs;
    expect(last.jobs.at(-1)!.job_number).toBe(`${prefix}S01000`);
    const descending = (
      await listJobs(token, { sort: 'job_number', direction: 'DESC', page_size: 3 })
    ).body.data!.get_jobs;
    expect(descending.jobs.map((job) => job.job_number)).toEqual([
      `${prefix}S01000`,
      `${prefix}S00999`,
      `${prefix}S00998`,
    ]);
    // Equal values (many jobs per hour) keep one order: the pages never repeat a job.
    const byTime = await allPages(token, { sort: 'created_at', direction: 'ASC' });
    expect(new Set(byTime.map((job) => job.id)).size).toBe(10_000);
  });

  it('filters by text and narrows to one company of the group', async () => {
    const bergen = (await listJobs(token, { filter: { text: 'bergen' }, page_size: 5 })).body.data!
      .get_jobs;
    expect(bergen.total).toBe(Math.floor(9_000 / 7) + Math.floor(1_000 / 7));
    expect(bergen.jobs.every((job) => job.city === 'Bergen')).toBe(true);

    const sub = group.subSuppliers[0]!;
    const one = (await listJobs(token, { filter: { supplier_id: sub.id }, page_size: 5 })).body
      .data!.get_jobs;
    expect(one.total).toBe(1_000);
    expect(one.jobs.every((job) => job.supplier_company === sub.company)).toBe(true);
  });

  it('exports exactly what the filter and order show, as CSV and XLSX', async () => {
    const filter = { text: 'bergen' };
    const shown = await allPages(token, { filter, sort: 'job_number', direction: 'DESC' });
    const csvResponse = await exportOf(
      token,
      '/files/no/exports/jobs.csv?text=bergen&sort=job_number&direction=DESC&language=en',
    );
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csvResponse.headers.get('content-disposition')).toMatch(/jobs-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = csvRows(await csvResponse.text());
    expect(rows[0]!.slice(0, 3)).toEqual(['Job number', 'Type', 'Status']);
    expect(rows[0]!.at(-1)).toBe('Company');
    expect(rows.slice(1).map((row) => row[0])).toEqual(shown.map((job) => job.job_number));

    const xlsxResponse = await exportOf(
      token,
      '/files/no/exports/jobs.xlsx?text=bergen&sort=job_number&direction=DESC',
    );
    expect(xlsxResponse.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxResponse.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(shown.length + 1);
    const numbers: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) numbers.push(row.getCell(1).text);
    });
    expect(numbers).toEqual(shown.map((job) => job.job_number));
    // The pickup day is a real date, not text.
    expect(sheet.getRow(2).getCell(4).value).toBeInstanceOf(Date);

    const wholeGroup = csvRows(await (await exportOf(token, '/files/no/exports/jobs.csv')).text());
    expect(wholeGroup).toHaveLength(10_001);
  });

  it('refuses a company outside the group, in the list and the export', async () => {
    const other = await createSupplierGroup(database, 1);
    for (const supplierId of [other.master.id, other.subSuppliers[0]!.id, 'not-an-id']) {
      expect(errorCodeOf(await listJobs(token, { filter: { supplier_id: supplierId } }))).toBe(
        'NOT_FOUND',
      );
      const response = await exportOf(
        token,
        `/files/no/exports/jobs.csv?supplier_id=${supplierId}`,
      );
      expect(response.status).toBe(404);
    }
    // A sub-supplier's user sees only its own jobs and has no company choice.
    const subUser = await createUser(database, { supplier_id: group.subSuppliers[1]!.id });
    const subToken = await signIn(server, subUser);
    const own = (await listJobs(subToken)).body.data!.get_jobs;
    expect(own).toMatchObject({ total: 0, companies: [] });
    expect(
      errorCodeOf(await listJobs(subToken, { filter: { supplier_id: group.master.id } })),
    ).toBe('NOT_FOUND');
    expect((await exportOf('', '/files/no/exports/jobs.csv')).status).toBe(401);
  });

  it('refuses an unknown sort column and a page size over 100', async () => {
    expect(errorCodeOf(await listJobs(token, { page_size: 101 }))).toBe('BAD_USER_INPUT');
    expect((await exportOf(token, '/files/no/exports/jobs.csv?sort=password_hash')).status).toBe(
      400,
    );
  });
});

describe('a job’s units', () => {
  const listUnits = (token: string, variables: Record<string, unknown>) =>
    server.graphql<{
      get_job_units: { units: { serial_number: string; model: string }[]; total: number };
    }>({
      query: `query get_job_units($job_id: ID!, $filter: JobUnitFilter, $page: Int,
        $page_size: Int, $sort: JobUnitSort, $direction: SortDirection) {
        get_job_units(job_id: $job_id, filter: $filter, page: $page, page_size: $page_size,
          sort: $sort, direction: $direction) { units { serial_number model } total }
      }`,
      token,
      variables,
    });

  it('pages, sorts, filters and exports the units of a job of the group', async () => {
    const group = await createSupplierGroup(database, 1);
    const sub = group.subSuppliers[0]!;
    const prefix = `U${randomUUID().slice(0, 6)}-`;
    await insertJobs(sub.id, prefix, 1);
    const job = await database
      .selectFrom('jobs')
      .select(['id', 'job_number'])
      .where('supplier_id', '=', sub.id)
      .executeTakeFirstOrThrow();
    await sql`
      insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
        sanitisation_method, sanitisation_result, outcome, job_number, created_at)
      select ${sub.id}, 'SN' || lpad(i::text, 4, '0'), 'Lenovo',
        case when i % 5 = 0 then 'ThinkPad X1' else 'ThinkPad T14' end, 'laptop',
        'software_erasure', 'passed', 'recycled', ${job.job_number}, now()
      from generate_series(1, 195) as i`.execute(database);
    const user = await createUser(database, { supplier_id: group.master.id });
    const token = await signIn(server, user);

    const first = (await listUnits(token, { job_id: job.id, page_size: 50 })).body.data!
      .get_job_units;
    expect(first.total).toBe(195);
    expect(first.units).toHaveLength(50);
    expect(first.units[0]!.serial_number).toBe('SN0001');
    const last = (
      await listUnits(token, {
        job_id: job.id,
        page: 1,
        page_size: 2,
        sort: 'serial_number',
        direction: 'DESC',
      })
    ).body.data!.get_job_units;
    expect(last.units.map((unit) => unit.serial_number)).toEqual(['SN0195', 'SN0194']);
    const x1 = (await listUnits(token, { job_id: job.id, filter: { text: 'x1' } })).body.data!
      .get_job_units;
    expect(x1.total).toBe(39);

    const csv = csvRows(
      await (
        await exportOf(token, `/files/no/exports/job-units.csv?job_id=${job.id}&text=x1`)
      ).text(),
    );
    expect(csv).toHaveLength(40);
    expect(csv[1]![0]).toBe('SN0005');

    const stranger = await createUser(database);
    const strangerToken = await signIn(server, stranger);
    expect(errorCodeOf(await listUnits(strangerToken, { job_id: job.id }))).toBe('NOT_FOUND');
    const refused = await exportOf(
      strangerToken,
      `/files/no/exports/job-units.csv?job_id=${job.id}`,
    );
    expect(refused.status).toBe(404);
  });
});
