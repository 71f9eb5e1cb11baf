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
 * `count` units in one statement, serial numbers `<prefix><i>` (zero-padded): every fourth the
 * sub-supplier's, received a day apart, outcomes in turn.
 */
async function insertUnits(masterId: string, subId: string, prefix: string, count: number) {
  await sql`
    insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
      sanitisation_method, sanitisation_result, outcome, created_at, completed_date, job_number)
    select case when i % 4 = 0 then ${subId}::uuid else ${masterId}::uuid end,
      ${prefix} || lpad(i::text, 5, '0'), 'Lenovo', 'ThinkPad T14', 'laptop',
      'software_erasure', 'passed',
      (array['reused', 'recycled', 'stocked', 'in_process'])[i % 4 + 1],
      timestamptz '2020-01-01T12:00:00Z' + i * interval '1 day',
      case when i % 2 = 0 then timestamptz '2020-02-01T12:00:00Z' + i * interval '1 day' end,
      'J-' || (i % 100)
    from generate_series(1, ${count}) as i`.execute(database);
}

interface UnitPage {
  units: { serial_number: string; supplier_company: string; outcome: string }[];
  total: number;
}

const searchPage = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ search_unit_page: UnitPage }>({
    query: `query search_unit_page($serial_number: String!, $supplier_id: ID, $page: Int,
      $page_size: Int, $sort: UnitSearchSort, $direction: SortDirection) {
      search_unit_page(serial_number: $serial_number, supplier_id: $supplier_id, page: $page,
        page_size: $page_size, sort: $sort, direction: $direction) {
        units { serial_number supplier_company outcome } total
      }
    }`,
    token,
    variables,
  });

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('a serial search that finds 10,000 units', () => {
  let token: string;
  let prefix: string;
  let sub: { id: string; company: string };
  beforeAll(async () => {
    const group = await createSupplierGroup(database, 1);
    sub = group.subSuppliers[0]!;
    prefix = `S${randomUUID().slice(0, 6).toUpperCase()}`;
    await insertUnits(group.master.id, sub.id, prefix, 10_000);
    token = await signIn(server, await createUser(database, { supplier_id: group.master.id }));
  });

  it('pages by serial number, sorts by any column and narrows to one company', async () => {
    const first = (await searchPage(token, { serial_number: prefix, page_size: 100 })).body.data!
      .search_unit_page;
    expect(first.total).toBe(10_000);
    expect(first.units[0]!.serial_number).toBe(`${prefix}00001`);
    const last = (await searchPage(token, { serial_number: prefix, page: 100, page_size: 100 }))
      .body.data!.search_unit_page;
    expect(last.units.at(-1)!.serial_number).toBe(`${prefix}10000`);

    const newest = (
      await searchPage(token, { serial_number: prefix, sort: 'received', direction: 'DESC' })
    ).body.data!.search_unit_page;
    expect(newest.units[0]!.serial_number).toBe(`${prefix}10000`);
    // Units never completed come last either way.
    const completed = (
      await searchPage(token, {
        serial_number: prefix,
        sort: 'completed',
        direction: 'ASC',
        page: 51,
        page_size: 100,
      })
    ).body.data!.search_unit_page;
    expect(completed.units[0]!.serial_number).toBe(`${prefix}00001`);
    const byOutcome = async () =>
      (
        await searchPage(token, {
          serial_number: prefix,
          sort: 'outcome',
          page: 3,
          page_size: 5,
        })
      ).body.data!.search_unit_page.units;
    expect(await byOutcome()).toEqual(await byOutcome());

    // Typed in lower case, the numbers stored in capitals are found all the same; the first
    // units of search_units (the dashboard's quick search, one walk per company) are the page's.
    const typedLower = (await searchPage(token, { serial_number: prefix.toLowerCase() })).body.data!
      .search_unit_page;
    expect(typedLower.total).toBe(10_000);
    const quick = await server.graphql<{ search_units: { serial_number: string }[] }>({
      query: `query search_units($serial_number: String!, $limit: Int) {
        search_units(serial_number: $serial_number, limit: $limit) { serial_number }
      }`,
      token,
      variables: { serial_number: prefix.toLowerCase(), limit: 50 },
    });
    expect(quick.body.data?.search_units.map((unit) => unit.serial_number)).toEqual(
      first.units.slice(0, 50).map((unit) => unit.serial_number),
    );

    const narrower = (await searchPage(token, { serial_number: `${prefix}099` })).body.data!
      .search_unit_page;
    expect(narrower.total).toBe(100);
    const oneCompany = (await searchPage(token, { serial_number: prefix, supplier_id: sub.id }))
      .body.data!.search_unit_page;
    expect(oneCompany.total).toBe(2500);
    expect(oneCompany.units.every((unit) => unit.supplier_company === sub.company)).toBe(true);
  });

  it('exports exactly what the search shows, in its order', async () => {
    const shown: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = (
        await searchPage(token, {
          serial_number: `${prefix}0`,
          supplier_id: sub.id,
          sort: 'received',
          direction: 'DESC',
          page,
          page_size: 100,
        })
      ).body.data!.search_unit_page;
      shown.push(...result.units.map((unit) => unit.serial_number));
      if (shown.length >= result.total) break;
    }
    expect(shown).toHaveLength(2499);
    const query = `serial_number=${prefix}0&supplier_id=${sub.id}&sort=received&direction=DESC&language=en`;
    const csv = await (
      await exportOf(token, `/files/no/exports/serial-search.csv?${query}`)
    ).text();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]!.split(',')[0]).toBe('Serial number');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(shown);

    const xlsx = await exportOf(token, `/files/no/exports/serial-search.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(shown.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(shown[0]);
    expect(sheet.getRow(2).getCell(7).value).toBeInstanceOf(Date);
  });

  it('shows another supplier nothing, and refuses a company outside the scope', async () => {
    const stranger = await signIn(server, await createUser(database));
    expect(
      (await searchPage(stranger, { serial_number: prefix })).body.data!.search_unit_page.total,
    ).toBe(0);
    const strangerCsv = await (
      await exportOf(stranger, `/files/no/exports/serial-search.csv?serial_number=${prefix}`)
    ).text();
    expect(strangerCsv.trim().split('\r\n')).toHaveLength(1);
    expect(
      errorCodeOf(await searchPage(stranger, { serial_number: prefix, supplier_id: sub.id })),
    ).toBe('NOT_FOUND');
    expect(
      (
        await exportOf(
          stranger,
          `/files/no/exports/serial-search.csv?serial_number=${prefix}&supplier_id=${sub.id}`,
        )
      ).status,
    ).toBe(404);
    expect(errorCodeOf(await searchPage(token, { serial_number: 'ab' }))).toBe('BAD_USER_INPUT');
    expect(
      (await exportOf(token, '/files/no/exports/serial-search.csv?serial_number=ab')).status,
    ).toBe(400);
  });
});
