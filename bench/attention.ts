/**
 * The dashboard's "Needs your attention" at scale: p50/p95 of get_attention_items through the API
 * for the demo admin, first on the demo data, then after BENCH_ATTENTION_ROWS (100,000) resolved
 * jobs, downloaded reports and paid settlements of the admin's own supplier and as many of
 * another supplier. Beside it, in the same rounds, get_user (what every signed-in page asks), so
 * the ratio, not this machine's speed, is the figure to watch. Its cost should follow the
 * caller's open items, not the history: goal p95 at most 50 ms, and its ratio to get_user's p95
 * after the history at most 1.5x the ratio before.
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

  const ask = async (body: string) => {
    const response = await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const answer = (await response.json()) as {
      data?: { get_attention_items?: { items: unknown[] } };
      errors?: unknown;
    };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data?.get_attention_items?.items.length ?? 0;
  };
  const attentionBody = JSON.stringify({ query });
  const userBody = JSON.stringify({ query: 'query get_user { get_user { id name } }' });

  // The two queries take turns, so a busy machine slows both alike.
  const timeQuery = async (label: string) => {
    let items = 0;
    for (let round = 0; round < 20; round += 1) await ask(attentionBody); // warm-up
    const attention: number[] = [];
    const user: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      let started = performance.now();
      items = await ask(attentionBody);
      attention.push(performance.now() - started);
      started = performance.now();
      await ask(userBody);
      user.push(performance.now() - started);
    }
    return {
      label,
      items,
      p50: percentile(attention, 0.5),
      p95: percentile(attention, 0.95),
      userP95: percentile(user, 0.95),
    };
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
  console.log('| history | items | p50 ms | p95 ms | get_user p95 ms | p95 / get_user p95 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of [before, after])
    console.log(
      `| ${row.label} | ${row.items} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.userP95.toFixed(1)} | ${(row.p95 / row.userP95).toFixed(2)} |`,
    );
  const growth = after.p95 / after.userP95 / (before.p95 / before.userP95);
  console.log(
    `\nRatio after / before the history: ${growth.toFixed(2)} (goal <= 1.5); p95 ${after.p95 <= 50 ? 'meets' : 'misses'} the 50 ms goal.`,
  );
} finally {
  await server.stop();
}
