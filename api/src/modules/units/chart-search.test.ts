import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface UnitPage {
  units: { serial_number: string; category: string; outcome: string }[];
  total: number;
}

const searchQuery = `query search_unit_page($serial_number: String, $supplier_id: ID,
  $category: String, $outcomes: [String!], $date_column: DateColumn, $from: String, $to: String) {
  search_unit_page(serial_number: $serial_number, supplier_id: $supplier_id, category: $category,
    outcomes: $outcomes, date_column: $date_column, from: $from, to: $to, page_size: 100) {
    units { serial_number category outcome } total
  }
}`;

const search = (token: string, variables: Record<string, unknown>) =>
  server.graphql<{ search_unit_page: UnitPage }>({ query: searchQuery, variables, token });

async function found(token: string, variables: Record<string, unknown>) {
  const response = await search(token, variables);
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.search_unit_page;
}

const serials = (page: UnitPage) => page.units.map((unit) => unit.serial_number).sort();

async function dashboard(token: string, filter: Record<string, unknown>) {
  const response = await server.graphql<{
    get_unit_summary: { chart: { category: string; processed_units: number }[] };
    get_unit_trend: { month: string; reused_units: number; recycled_units: number }[];
  }>({
    query: `query dashboard($filter: UnitSummaryFilter!) {
      get_unit_summary(filter: $filter) { chart { category processed_units } }
      get_unit_trend(filter: $filter) { month reused_units recycled_units stocked_units in_process_units }
    }`,
    variables: { filter },
    token,
  });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data;
}

describe("search_unit_page narrowed by a dashboard chart's bar", () => {
  it('finds the units behind a category bar and a month, as many as the charts count', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const other = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    const row = (serial: string, overrides: Parameters<typeof unitRow>[0]) =>
      unitRow({ serial_number: serial, created_at: '2026-01-05', ...overrides });
    await importTestUnits(database, supplier.id, [
      row('LAP-1', { category: 'laptop', outcome: 'reused', completed_date: '2026-02-10' }),
      row('LAP-2', { category: 'laptop', outcome: 'recycled', completed_date: '2026-02-28' }),
      // Stocked: completed, but not processed, so not behind the category bar.
      row('LAP-3', { category: 'laptop', outcome: 'stocked', completed_date: '2026-02-11' }),
      // 00:30 on 1 March in Oslo: March, not February.
      row('LAP-4', {
        category: 'laptop',
        outcome: 'reused',
        completed_date: '2026-02-28T23:30:00Z',
      }),
      row('MON-1', { category: 'monitor', outcome: 'reused', completed_date: '2026-02-15' }),
      row('LAP-5', { category: 'laptop', outcome: 'reused', completed_date: '2026-04-02' }),
    ]);
    await importTestUnits(database, other.id, [
      row('LAP-X', { category: 'laptop', outcome: 'reused', completed_date: '2026-02-10' }),
    ]);
    const token = await signIn(server, user);

    const quarter = { from: '2026-01-01', to: '2026-03-31', date_column: 'COMPLETED_DATE' };
    const charts = await dashboard(token, quarter);
    const laptopBar = charts.get_unit_summary.chart.find((bar) => bar.category === 'laptop');
    const behindTheBar = await found(token, {
      ...quarter,
      category: 'laptop',
      outcomes: ['reused', 'recycled'],
    });
    expect(serials(behindTheBar)).toEqual(['LAP-1', 'LAP-2', 'LAP-4']);
    expect(behindTheBar.total).toBe(laptopBar?.processed_units);

    const february = charts.get_unit_trend.find((month) => month.month === '2026-02');
    const behindTheMonth = await found(token, {
      from: '2026-02-01',
      to: '2026-02-28',
      date_column: 'COMPLETED_DATE',
    });
    expect(serials(behindTheMonth)).toEqual(['LAP-1', 'LAP-2', 'LAP-3', 'MON-1']);
    expect(behindTheMonth.total).toBe(
      Object.entries(february ?? {})
        .filter(([key]) => key.endsWith('_units'))
        .reduce((sum, [, value]) => sum + Number(value), 0),
    );

    // A serial prefix still narrows as before, and together with the rest.
    expect(serials(await found(token, { ...quarter, serial_number: 'MON' }))).toEqual(['MON-1']);
    // The received date is another column: every unit was received on 5 January.
    expect(
      (await found(token, { from: '2026-01-05', to: '2026-01-05', date_column: 'CREATED_AT' }))
        .total,
    ).toBe(6);
  });

  it('refuses a search with nothing to narrow by or a reversed range, and other companies', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const stranger = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    const token = await signIn(server, user);

    expect(errorCodeOf(await search(token, {}))).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(await search(token, { serial_number: '  ' }))).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(await search(token, { serial_number: 'AB' }))).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(await search(token, { from: '2026-03-01', to: '2026-02-01' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCodeOf(await search(token, { category: 'laptop', outcomes: ['lost'] }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCodeOf(await search(token, { category: 'laptop', supplier_id: stranger.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it("exports the same units as the page shows for a bar, within the group's scope", async () => {
    const database = server.databases.no;
    const { master, subSuppliers } = await createSupplierGroup(database, 1);
    const sub = subSuppliers[0]!;
    const user = await createUser(database, { supplier_id: master.id });
    await importTestUnits(database, master.id, [
      unitRow({ serial_number: 'EXP-1', category: 'desktop', completed_date: '2026-05-02' }),
      unitRow({ serial_number: 'EXP-2', category: 'laptop', completed_date: '2026-05-03' }),
    ]);
    await importTestUnits(database, sub.id, [
      unitRow({ serial_number: 'EXP-3', category: 'desktop', completed_date: '2026-05-04' }),
    ]);
    const token = await signIn(server, user);
    const query = new URLSearchParams({
      category: 'desktop',
      outcomes: 'reused,recycled',
      from: '2026-05-01',
      to: '2026-05-31',
      language: 'en',
    });
    const response = await fetch(
      `${server.url}/files/no/exports/serial-search.csv?${query.toString()}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows.slice(1).map((line) => line.split(',')[0])).toEqual(['EXP-1', 'EXP-3']);

    const empty = await fetch(`${server.url}/files/no/exports/serial-search.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(empty.status).toBe(400);
  });
});
