import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { expectListOrder } from '../../test-support/list-order.js';
import { createSettlement } from '../../test-support/settlement-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

interface ListedLine {
  position: number;
  description: string;
  category: string | null;
  quantity: number;
  resale_value: string;
  service_costs: string;
  net_amount: string;
}

const listLines = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{
    get_settlement_lines: {
      lines: ListedLine[];
      total: number;
      settlement_number: string;
      currency: string;
    };
  }>({
    query: `query get_settlement_lines($settlement_id: ID!, $filter: SettlementLineFilter,
      $page: Int, $page_size: Int, $sort: SettlementLineSort, $direction: SortDirection) {
      get_settlement_lines(settlement_id: $settlement_id, filter: $filter, page: $page,
        page_size: $page_size, sort: $sort, direction: $direction) {
        lines { position description category quantity resale_value service_costs net_amount }
        total settlement_number currency
      }
    }`,
    token,
    variables,
  });

const exportOf = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((row) => row.split(','));

describe('a settlement of 10,000 lines', () => {
  let token: string;
  let settlementId: string;
  let settlementNumber: string;
  beforeAll(async () => {
    // A department's settlement, seen by its master account's user.
    const group = await createSupplierGroup(database, 1);
    const settlement = await createSettlement(
      database,
      { storage: server.storage },
      { supplierId: group.subSuppliers[0]!.id, settlementNumber: `S-${randomUUID().slice(0, 8)}` },
    );
    settlementId = settlement.id;
    settlementNumber = settlement.settlement_number;
    await sql`delete from settlement_lines where settlement_id = ${settlementId}`.execute(database);
    // Descriptions "Item <i>" (zero-padded), five categories (every seventh none), amounts and
    // quantities that repeat, so every sort has ties.
    await sql`
      insert into settlement_lines (settlement_id, position, description, category, quantity,
        resale_value, service_costs)
      select ${settlementId}, i, 'Item ' || lpad(i::text, 5, '0'),
        case when i % 7 <> 0 then (array['Laptops', 'Monitors', 'Phones', 'Servers', 'Tablets'])[i % 5 + 1] end,
        i % 40, (i % 300) * 10.5, (i % 120) * 2.25
      from generate_series(1, 10000) as i`.execute(database);
    token = await signIn(server, await createUser(database, { supplier_id: group.master.id }));
  });

  it('pages the lines in their order and sorts every column both ways, ties by position', async () => {
    const first = (await listLines(token, { settlement_id: settlementId, page_size: 100 })).body
      .data!.get_settlement_lines;
    expect(first.total).toBe(10_000);
    expect(first.settlement_number).toBe(settlementNumber);
    expect(first.currency).toBe('NOK');
    expect(first.lines.map((line) => line.position)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    const last = (
      await listLines(token, { settlement_id: settlementId, page: 100, page_size: 100 })
    ).body.data!.get_settlement_lines;
    expect(last.lines.at(-1)!.position).toBe(10_000);

    const keys: Record<string, (line: ListedLine) => string | number | null> = {
      position: (line) => line.position,
      description: (line) => line.description.toLowerCase(),
      category: (line) => line.category?.toLowerCase() ?? null,
      quantity: (line) => line.quantity,
      resale_value: (line) => Number(line.resale_value),
      service_costs: (line) => Number(line.service_costs),
      net_amount: (line) => Number(line.net_amount),
    };
    for (const [sort, keyOf] of Object.entries(keys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const rows: ListedLine[] = [];
        for (const page of [1, 2]) {
          const result = await listLines(token, {
            settlement_id: settlementId,
            sort,
            direction,
            page,
            page_size: 100,
          });
          rows.push(...result.body.data!.get_settlement_lines.lines);
        }
        expectListOrder(
          rows.map((line) => ({ id: String(line.position).padStart(5, '0'), key: keyOf(line) })),
          direction,
        );
      }
    }
  });

  it('filters by description or category and exports exactly the filtered view', async () => {
    const byCategory = (
      await listLines(token, { settlement_id: settlementId, filter: { text: 'tablets' } })
    ).body.data!.get_settlement_lines;
    const tablets = Array.from({ length: 10_000 }, (_, index) => index + 1).filter(
      (i) => i % 7 !== 0 && i % 5 === 4,
    );
    expect(byCategory.total).toBe(tablets.length);

    const filter = { text: 'Item 012' };
    const shown: number[] = [];
    for (let page = 1; ; page += 1) {
      const result = (
        await listLines(token, {
          settlement_id: settlementId,
          filter,
          sort: 'net_amount',
          direction: 'DESC',
          page,
          page_size: 30,
        })
      ).body.data!.get_settlement_lines;
      shown.push(...result.lines.map((line) => line.position));
      if (shown.length >= result.total) break;
    }
    expect(shown).toHaveLength(100);
    const query = `settlement_id=${settlementId}&text=Item%20012&sort=net_amount&direction=DESC&language=en`;
    const csv = csvRows(
      await (await exportOf(token, `/files/no/exports/settlement-lines.csv?${query}`)).text(),
    );
    expect(csv[0]).toEqual([
      'Line',
      'Description',
      'Category',
      'Quantity',
      'Resale value',
      'Service costs',
      'Net amount',
      'Job',
      "Units' value",
    ]);
    expect(csv.slice(1).map((row) => Number(row[0]))).toEqual(shown);

    const xlsx = await exportOf(token, `/files/no/exports/settlement-lines.xlsx?${query}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(shown.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(shown[0]);
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
  });

  it('is NOT_FOUND to another supplier and FORBIDDEN without report access', async () => {
    const stranger = await signIn(server, await createUser(database));
    expect(errorCodeOf(await listLines(stranger, { settlement_id: settlementId }))).toBe(
      'NOT_FOUND',
    );
    expect(
      (
        await exportOf(
          stranger,
          `/files/no/exports/settlement-lines.csv?settlement_id=${settlementId}`,
        )
      ).status,
    ).toBe(404);
    expect(errorCodeOf(await listLines(stranger, { settlement_id: 'not-an-id' }))).toBe(
      'NOT_FOUND',
    );
    const limited = await signIn(server, await createUser(database, { has_report_access: false }));
    expect(errorCodeOf(await listLines(limited, { settlement_id: settlementId }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCodeOf(await listLines(token, { settlement_id: settlementId, page_size: 101 })),
    ).toBe('BAD_USER_INPUT');
  });
});
