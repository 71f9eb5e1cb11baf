/**
 * Dashboard speed at scale: loads 1,000,000 generated units (BENCH_UNITS to change) into a fresh
 * database through the real import, then prints p50/p95 of get_unit_summary through the API
 * beside the SQL it runs (over the daily totals) and beside the same figures computed straight
 * from the units. Goal: API p95 <= 50 ms and <= 2x its raw SQL.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../api/src/database/connections.js';
import { generateDemoUnits } from '../api/src/modules/units/demo-units.js';
import { importUnits } from '../api/src/modules/units/import/import-units.js';
import { periodRange, type SummaryPeriod } from '../api/src/modules/units/periods.js';
import { todayInBusinessTimeZone } from '../api/src/shared/local-dates.js';
import { startBenchServer } from './server-process.js';

const unitCount = Number(process.env.BENCH_UNITS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const periods: SummaryPeriod[] = [
  'TOTAL',
  'YEAR',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'LAST_SIX_MONTHS',
  'YEAR_TO_DATE',
];

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

async function timeEach(label: string, run: (period: SummaryPeriod) => Promise<unknown>) {
  for (const period of periods) await run(period); // warm-up
  const durations: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const period of periods) {
      const started = performance.now();
      await run(period);
      durations.push(performance.now() - started);
    }
  }
  return {
    label,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    samples: durations.length,
  };
}

const server = await startBenchServer();
try {
  const databaseUrl = `${server.databaseServerUrl}itad_portal_no`;
  const database = createDatabase(databaseUrl, 2);
  const master = await database
    .selectFrom('suppliers')
    .select('id')
    .where('is_master_account', '=', true)
    .executeTakeFirstOrThrow();

  const loadStarted = performance.now();
  const today = todayInBusinessTimeZone();
  const result = await importUnits(database, {
    supplierId: master.id,
    rows: generateDemoUnits({ count: unitCount, today, years: 3, seed: 42, serialPrefix: 'BENCH' }),
    onProgress: ({ phase, rows }) =>
      process.stderr.write(`\rloading: ${phase} ${rows.toLocaleString('en')} units   `),
  });
  process.stderr.write('\n');
  if (!result.imported) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  // Measure the steady state, as after autovacuum: fresh statistics and a visibility map.
  await sql`vacuum analyze processed_units, unit_daily_totals`.execute(database);
  await database.destroy();

  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify({
      query: 'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((response) => response.json())) as { data: { auth: { token: string } } };
  const token = signIn.data.auth.token;
  const query = `query get_unit_summary($filter: UnitSummaryFilter!) { get_unit_summary(filter: $filter) {
    recycled_units reused_units stocked_units in_process_units co2_savings_tons equivalents { equivalent amount } chart { category processed_units } } }`;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const groupIds = (
    await client.query<{ id: string }>(
      'select id from suppliers where id = $1 or parent_supplier_id = $1',
      [master.id],
    )
  ).rows.map((row) => row.id);
  const rangeOf = (period: SummaryPeriod) => periodRange(period, { today });

  const api = await timeEach('API: get_unit_summary over HTTP', async (period) => {
    const response = await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query,
        variables: { filter: { period, date_column: 'COMPLETED_DATE' } },
      }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
  const rollupSql = await timeEach('Raw SQL over the daily totals', async (period) => {
    const { from, to } = rangeOf(period);
    await client.query(
      `select category, outcome, sum(units)::int, sum(co2e_kg) from unit_daily_totals
       where supplier_id = any($1::uuid[]) and date_column = 'COMPLETED_DATE'
         and ($2::date is null or day >= $2) and ($3::date is null or day <= $3)
       group by category, outcome`,
      [groupIds, from, to],
    );
  });
  const unitsSql = await timeEach('Raw SQL straight over the units', async (period) => {
    const { from, to } = rangeOf(period);
    await client.query(
      `select category, outcome, count(*)::int, sum(co2e_kg) from processed_units
       where supplier_id = any($1::uuid[])
         and ($2::date is null or (completed_date at time zone 'Europe/Oslo')::date >= $2)
         and ($3::date is null or (completed_date at time zone 'Europe/Oslo')::date <= $3)
       group by category, outcome`,
      [groupIds, from, to],
    );
  });
  // Serial search: prefixes of real serial numbers, through the API.
  const serials = (
    await client.query<{ serial_number: string }>(
      `select serial_number from processed_units where supplier_id = $1 order by random() limit $2`,
      [master.id, rounds * periods.length],
    )
  ).rows.map((row) => row.serial_number);
  let serialIndex = 0;
  const searchQuery = `query search_units($serial_number: String!) { search_units(serial_number: $serial_number) {
    serial_number outcome created_at completed_date job_number supplier_company } }`;
  const search = await timeEach('API: search_units by serial prefix', async () => {
    const serial = serials[serialIndex++ % serials.length] ?? 'BENCH';
    const response = await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: searchQuery,
        variables: { serial_number: serial.slice(0, 8) },
      }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  });
  await client.end();

  console.log(
    `\nDashboard benchmark: ${result.inserted.toLocaleString('en')} units loaded in ${loadSeconds.toFixed(1)} s (${Math.round(result.inserted / loadSeconds).toLocaleString('en')} units/s); ${api.samples} summaries each, periods ${periods.join(', ')}\n`,
  );
  console.log('| measured | p50 ms | p95 ms |');
  console.log('|---|---:|---:|');
  for (const row of [api, rollupSql, unitsSql, search])
    console.log(`| ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  console.log(
    `\nAPI p95 / raw SQL p95: ${(api.p95 / rollupSql.p95).toFixed(2)} (goal <= 2); API p95 ${api.p95 <= 50 ? 'meets' : 'misses'} the 50 ms goal; serial search p95 ${search.p95 <= 100 ? 'meets' : 'misses'} the 100 ms goal.`,
  );
} finally {
  await server.stop();
}
