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
 * `count` monthly settlements in one statement: amounts grow with the number, every tenth is
 * paid, every eleventh has a line about servers.
 */
async function insertSettlements(supplierId: string, prefix: string, count: number) {
  await sql`
    insert into settlements (supplier_id, settlement_number, period_type, period_start,
      period_end, currency, resale_value, service_costs, status)
    select ${supplierId}, ${prefix} || lpad(i::text, 5, '0'), 'monthly',
      date '2000-01-01' + make_interval(months => i), date '2000-01-31' + make_interval(months => i),
      'NOK', i * 10 + 0.5, 5, case when i % 10 = 0 then 'paid' else 'unpaid' end
    from generate_series(1, ${count}) as i`.execute(database);
  await sql`
    insert into settlement_lines (settlement_id, position, description, quantity, resale_value,
      service_costs)
    select id, 1, case when right(settlement_number, 5)::int % 11 = 0 then 'Servers resold'
      else 'Laptops resold' end, 1, resale_value, service_costs
    from settlements where settlement_number like ${`${prefix}%`}`.execute(database);
  // As autovacuum would soon after such a load: the planner then knows the tables' sizes.
  await sql`analyze settlements, settlement_lines`.execute(database);
}

interface SettlementPage {
  settlements: { settlement_number: string; company: string; net_amount: string }[];
  total: number;
  totals: { count: number; resale_value: string; net_amount: string };
  companies: { id: string }[];
}

const listSettlements = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ get_settlements: SettlementPage }>({
    query: `query get_settlements($type: SettlementListType!, $filter: SettlementFilter,
      $page: Int, $page_size: Int, $sort: SettlementSort, $direction: SortDirection) {
      get_settlements(type: $type, filter: $filter, page: $page, page_size: $page_size,
        sort: $sort, direction: $direction) {
        settlements { settlement_number company net_amount }
        total totals { count resale_value net_amount } companies { id }
      }
    }`,
    token,
    variables,
  });

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('a master account’s settlements at 10,000 rows', () => {
  let token: string;
  let group: Awaited<ReturnType<typeof createSupplierGroup>>;
  let prefix: string;
  beforeAll(async () => {
    group = await createSupplierGroup(database, 1);
    prefix = `S${randomUUID().slice(0, 6)}-`;
    await insertSettlements(group.master.id, `${prefix}M`, 8_000);
    await insertSettlements(group.subSuppliers[0]!.id, `${prefix}S`, 2_000);
    token = await signIn(server, await createUser(database, { supplier_id: group.master.id }));
  });

  it('pages and sorts the group’s settlements, with totals of the whole list', async () => {
    const first = (await listSettlements(token, { type: 'monthly', page_size: 100 })).body.data!
      .get_settlements;
    expect(first.total).toBe(10_000);
    expect(first.settlements).toHaveLength(100);
    expect(first.companies).toHaveLength(2);
    expect(first.totals.count).toBe(10_000);
    // Sum of i * 10 + 0.5 for 1..8000 and for 1..2000.
    const resale = (n: number) => ((n * (n + 1)) / 2) * 10 + n * 0.5;
    expect(first.totals.resale_value).toBe((resale(8_000) + resale(2_000)).toFixed(2));
    expect(first.totals.net_amount).toBe((resale(8_000) + resale(2_000) - 10_000 * 5).toFixed(2));

    const largest = (
      await listSettlements(token, {
        type: 'monthly',
        sort: 'net_amount',
        direction: 'DESC',
        page_size: 2,
      })
    ).body.data!.get_settlements;
    expect(largest.settlements.map((row) => row.settlement_number)).toEqual([
      `${prefix}M08000`,
      `${prefix}M07999`,
    ]);
    const paid = (await listSettlements(token, { type: 'paid', page: 100, page_size: 10 })).body
      .data!.get_settlements;
    expect(paid.total).toBe(1_000);
    expect(paid.settlements).toHaveLength(10);
  });

  it('filters by a line’s text and by one company, and refuses other groups', async () => {
    const sub = group.subSuppliers[0]!;
    const servers = (
      await listSettlements(token, {
        type: 'monthly',
        filter: { text: 'servers', supplier_id: sub.id },
        page_size: 5,
      })
    ).body.data!.get_settlements;
    expect(servers.total).toBe(Math.floor(2_000 / 11));
    expect(servers.settlements.every((row) => row.company === sub.company)).toBe(true);

    const other = await createSupplierGroup(database, 1);
    expect(
      errorCodeOf(
        await listSettlements(token, { type: 'monthly', filter: { supplier_id: other.master.id } }),
      ),
    ).toBe('NOT_FOUND');
    const refused = await exportOf(
      token,
      `/files/no/exports/settlements.csv?type=monthly&supplier_id=${other.master.id}`,
    );
    expect(refused.status).toBe(404);
    const withoutAccess = await createUser(database, {
      supplier_id: group.master.id,
      has_report_access: false,
    });
    const limitedToken = await signIn(server, withoutAccess);
    expect(errorCodeOf(await listSettlements(limitedToken, { type: 'monthly' }))).toBe('FORBIDDEN');
    expect(
      (await exportOf(limitedToken, '/files/no/exports/settlements.csv?type=monthly')).status,
    ).toBe(403);
  });

  it('exports exactly the filtered list in its order, amounts as numbers in XLSX', async () => {
    // The list's first and last pages (of ten): the export starts and ends with them.
    const pageOf = async (page: number) =>
      (
        await listSettlements(token, {
          type: 'monthly',
          filter: { text: 'servers' },
          sort: 'net_amount',
          direction: 'ASC',
          page,
          page_size: 100,
        })
      ).body.data!.get_settlements;
    const [first, last] = await Promise.all([pageOf(1), pageOf(10)]);
    const total = Math.floor(8_000 / 11) + Math.floor(2_000 / 11);
    expect(first.total).toBe(total);
    expect(last.settlements).toHaveLength(total - 900);
    const numbersOf = (page: SettlementPage) =>
      page.settlements.map((row) => row.settlement_number);
    const query = 'type=monthly&text=servers&sort=net_amount&direction=ASC&language=en';
    const csv = await exportOf(token, `/files/no/exports/settlements.csv?${query}`);
    expect(csv.headers.get('content-disposition')).toContain('settlements-monthly.csv');
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Settlement,Company,Period type,Period start,Period end,Status,Currency,Resale value,Service costs,Net amount',
    );
    const exported = rows.slice(1).map((row) => row.split(',')[0]);
    expect(exported).toHaveLength(total);
    expect(exported.slice(0, 100)).toEqual(numbersOf(first));
    expect(exported.slice(900)).toEqual(numbersOf(last));
    expect(rows[1]).toMatch(
      /,Month,\d{4}-\d{2}-01,\d{4}-\d{2}-\d{2},Unpaid,NOK,110\.50,5\.00,105\.50$/,
    );

    const xlsx = await exportOf(token, `/files/no/exports/settlements.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(10).value).toBe(105.5);
    expect(sheet.getRow(2).getCell(4).value).toBeInstanceOf(Date);
  });
});
