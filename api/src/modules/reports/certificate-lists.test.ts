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

/**
 * `count` issued certificates with their PDFs in two statements (every ninth for the
 * department), plus one still generating that the list must not show.
 */
async function insertCertificates(
  supplierId: string,
  departmentId: string,
  prefix: string,
  count: number,
) {
  await sql`
    insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
      date_to, date_column, language, download_key, status, certificate_number, units_total,
      scope_supplier_id, completed_at)
    select ${supplierId}, 'Test User', ${prefix} || 'key-' || i, 'CERTIFICATE_OF_DESTRUCTION',
      'Certificate', date '2020-01-01' + i, date '2020-01-01' + i, 'COMPLETED_DATE', 'en',
      md5(${prefix} || i) || md5(i::text), 'READY', ${prefix} || lpad(i::text, 5, '0'), i % 500,
      case when i % 9 = 0 then ${departmentId}::uuid end,
      timestamptz '2026-01-01T00:00:00Z' + i * interval '1 minute'
    from generate_series(1, ${count}) as i`.execute(database);
  await sql`
    insert into report_files (report_id, format, file_name, storage_path, size_bytes, sha256)
    select id, 'PDF', 'Certificate.pdf', 'certificates/' || id || '.pdf', 1000,
      encode(sha256(convert_to(certificate_number, 'UTF8')), 'hex')
    from reports where certificate_number like ${`${prefix}%`}`.execute(database);
  await sql`
    insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
      date_to, date_column, language, download_key, status)
    values (${supplierId}, 'Test User', ${`${prefix}pending`}, 'CERTIFICATE_OF_DESTRUCTION',
      'Certificate', '2026-01-01', '2026-01-31', 'COMPLETED_DATE', 'en',
      md5(${prefix}) || md5('pending'), 'GENERATING')`.execute(database);
}

interface CertificatePage {
  certificates: { certificate_number: string; units_total: number | null }[];
  total: number;
}

const listCertificates = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ get_certificate_page: CertificatePage }>({
    query: `query get_certificate_page($filter: CertificateFilter, $page: Int, $page_size: Int,
      $sort: CertificateSort, $direction: SortDirection) {
      get_certificate_page(filter: $filter, page: $page, page_size: $page_size, sort: $sort,
        direction: $direction) { certificates { certificate_number units_total } total }
    }`,
    token,
    variables,
  });

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('10,000 certificates of destruction', () => {
  let token: string;
  let prefix: string;
  let department: { company: string };
  beforeAll(async () => {
    const group = await createSupplierGroup(database, 1);
    department = group.subSuppliers[0]!;
    prefix = `C${randomUUID().slice(0, 6).toUpperCase()}-`;
    await insertCertificates(group.master.id, group.subSuppliers[0]!.id, prefix, 10_000);
    token = await signIn(server, await createUser(database, { supplier_id: group.master.id }));
  });

  it('pages newest first, sorts by any column and filters by number or department', async () => {
    const first = (await listCertificates(token, { page_size: 100 })).body.data!
      .get_certificate_page;
    expect(first.total).toBe(10_000);
    expect(first.certificates[0]!.certificate_number).toBe(`${prefix}10000`);
    const last = (await listCertificates(token, { page: 100, page_size: 100 })).body.data!
      .get_certificate_page;
    expect(last.certificates.at(-1)!.certificate_number).toBe(`${prefix}00001`);

    const mostUnits = (
      await listCertificates(token, { sort: 'units', direction: 'DESC', page_size: 3 })
    ).body.data!.get_certificate_page;
    expect(mostUnits.certificates.map((row) => row.units_total)).toEqual([499, 499, 499]);
    // Ties keep one order: the same three every time.
    const again = (
      await listCertificates(token, { sort: 'units', direction: 'DESC', page_size: 3 })
    ).body.data!.get_certificate_page;
    expect(again.certificates).toEqual(mostUnits.certificates);

    const byDepartment = (
      await listCertificates(token, { filter: { text: department.company.slice(0, 20) } })
    ).body.data!.get_certificate_page;
    expect(byDepartment.total).toBe(Math.floor(10_000 / 9));
    const byNumber = (await listCertificates(token, { filter: { text: `${prefix}0999` } })).body
      .data!.get_certificate_page;
    expect(byNumber.certificates.map((row) => row.certificate_number).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `${prefix}0999${index}`),
    );
  });

  it('exports exactly what the filter and order show, with each PDF’s SHA-256', async () => {
    const shown: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = (
        await listCertificates(token, {
          filter: { text: department.company.slice(0, 20) },
          sort: 'certificate_number',
          direction: 'ASC',
          page,
          page_size: 100,
        })
      ).body.data!.get_certificate_page;
      shown.push(...result.certificates.map((row) => row.certificate_number));
      if (shown.length >= result.total) break;
    }
    const query = `text=${encodeURIComponent(department.company.slice(0, 20))}&sort=certificate_number&direction=ASC`;
    const csv = await (await exportOf(token, `/files/no/exports/certificates.csv?${query}`)).text();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(shown);
    expect(rows[1]!.split(',').at(-1)).toMatch(/^[0-9a-f]{64}$/);

    const xlsx = await exportOf(token, `/files/no/exports/certificates.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0]!.rowCount).toBe(shown.length + 1);
  });

  it('is for users with report access, and shows another supplier nothing', async () => {
    const stranger = await signIn(server, await createUser(database));
    expect((await listCertificates(stranger, {})).body.data!.get_certificate_page.total).toBe(0);
    const strangerCsv = await (
      await exportOf(stranger, '/files/no/exports/certificates.csv')
    ).text();
    expect(strangerCsv.trim().split('\r\n')).toHaveLength(1);
    const limited = await signIn(server, await createUser(database, { has_report_access: false }));
    expect(errorCodeOf(await listCertificates(limited, {}))).toBe('FORBIDDEN');
    expect((await exportOf(limited, '/files/no/exports/certificates.csv')).status).toBe(403);
  });
});
