/**
 * The dashboard's "Needs your attention" at scale: p50/p95 of get_attention_items through the API
 * for the demo admin, first on the demo data, then after BENCH_ATTENTION_ROWS (100,000) resolved
 * jobs, downloaded reports and paid settlements of the admin's own supplier and as many of
 * another supplier. Its cost should follow the caller's open items, not the history: goal p95
 * at most 50 ms, and at most 1.5x the p95 before the history.
 */
import { sql } from 'kysely';
import { createDatabase } from '../api/src/database/connections.js';
import { startBenchServer } from './server-process.js';

const historyRows = Number(process.env.BENCH_ATTENTION_ROWS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

const query = `query get_attention_items { get_attention_items {
  items { kind status target_id label date count job_kind settlement_period_type }
  more { kind count } } }`;

const server = await startBenchServer();
try {
  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify({
      query: 'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((response) => response.json())) as { data: { auth: { token: string } } };
  const token = signIn.data.auth.token;

  const timeQuery = async (label: string) => {
    let items = 0;
    const ask = async () => {
      const response = await fetch(`${server.url}/graphql/no`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as {
        data?: { get_attention_items: { items: unknown[] } };
        errors?: unknown;
      };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      items = body.data?.get_attention_items.items.length ?? 0;
    };
    for (let round = 0; round < 20; round += 1) await ask(); // warm-up
    const durations: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      await ask();
      durations.push(performance.now() - started);
    }
    return { label, items, p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
  };

  const before = await timeQuery('demo data');

  const database = createDatabase(`${server.databaseServerUrl}itad_portal_no`, 2);
  const admin = await database
    .selectFrom('users')
    .select('supplier_id')
    .where('email', '=', 'admin@demo.no')
    .executeTakeFirstOrThrow();
  const other = await database
    .insertInto('suppliers')
    .values({ company: 'Attention bench other AS' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loadStarted = performance.now();
  for (const [index, supplierId] of [admin.supplier_id, other.id].entries()) {
    // Resolved history: completed jobs, downloaded reports, paid settlements.
    await sql`
      insert into jobs (supplier_id, job_number, kind, status, address, city, zip_code, country,
        company_name, contact_first_name, contact_last_name, email, phone, requested_date,
        recipient_name, recipient_email, idempotency_key)
      select ${supplierId}, 'BENCH-' || ${index} || '-' || i, 'COLLECTION', 'COMPLETED',
        'Street 1', 'Oslo', '0150', 'norway', 'Bench AS', 'Kari', 'Nordmann', 'k@bench.example',
        '+47 22 00 00 00', date '2024-01-01' + (i % 700), 'Kari', 'k@bench.example',
        'bench-job-' || i
      from generate_series(1, ${historyRows}) as i`.execute(database);
    await sql`
      insert into reports (supplier_id, ordered_by_name, idempotency_key, kind, name, date_from,
        date_to, date_column, language, status, download_key, completed_at, first_downloaded_at)
      select ${supplierId}, 'Bench', 'bench-report-' || i, 'COMPLETE', 'Bench report',
        date '2026-01-01', date '2026-01-31', 'COMPLETED_DATE', 'en', 'READY',
        repeat('k', 32), now() - make_interval(hours => i % 300), now()
      from generate_series(1, ${historyRows}) as i`.execute(database);
    await sql`
      insert into settlements (supplier_id, settlement_number, period_type, period_start,
        period_end, currency, resale_value, service_costs, status, first_opened_at)
      select ${supplierId}, 'BENCH-' || ${index} || '-' || i, 'monthly', date '2020-01-01',
        date '2020-01-31', 'NOK', 100, 10, 'paid', now()
      from generate_series(1, ${historyRows}) as i`.execute(database);
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await sql`vacuum analyze jobs, reports, settlements`.execute(database);
  await database.destroy();

  const after = await timeQuery(`after ${historyRows.toLocaleString('en')} resolved rows each`);

  console.log(
    `\nAttention benchmark: ${rounds} queries each as admin@demo.no; history loaded in ${loadSeconds.toFixed(1)} s (jobs, reports, settlements, for the admin's supplier and another)\n`,
  );
  console.log('| history | items | p50 ms | p95 ms |');
  console.log('|---|---:|---:|---:|');
  for (const row of [before, after])
    console.log(`| ${row.label} | ${row.items} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  const ratio = after.p95 / before.p95;
  console.log(
    `\np95 after / before: ${ratio.toFixed(2)} (goal <= 1.5); p95 ${after.p95 <= 50 ? 'meets' : 'misses'} the 50 ms goal.`,
  );
} finally {
  await server.stop();
}
