/**
 * Search everywhere at scale: loads 10,000,000 units (BENCH_SEARCH_UNITS to change) with
 * generate_series into the demo's master account, beside the demo's other suppliers, then prints
 * p50/p95 of search_portal over HTTP for several kinds of text (an exact serial number typed in
 * lower case, prefixes matching millions, thousands and a handful of units, a miss, a job number, a
 * report's name). Goal: p95 <= 100 ms for each.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../api/src/database/connections.js';
import { startBenchServer, waitUntilIdle } from './server-process.js';

const unitCount = Number(process.env.BENCH_SEARCH_UNITS ?? 10_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const batch = 1_000_000;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

const server = await startBenchServer();
try {
  await waitUntilIdle(server);
  const database = createDatabase(`${server.databaseServerUrl}itad_portal_no`, 2);
  const master = await database
    .selectFrom('suppliers')
    .select('id')
    .where('is_master_account', '=', true)
    .executeTakeFirstOrThrow();

  const loadStarted = performance.now();
  const client = new pg.Client({ connectionString: `${server.databaseServerUrl}itad_portal_no` });
  await client.connect();
  // Random serial numbers into live b-trees cost a random page each; built once afterwards they
  // are sorted. The same indexes and constraints are made again before anything is measured.
  const indexes = await client.query<{ name: string; definition: string; unique: string | null }>(
    `select index.indexname as name, index.indexdef as definition,
       pg_get_constraintdef(constraint_row.oid) as unique
     from pg_indexes index
     left join pg_constraint constraint_row on constraint_row.conname = index.indexname
       and constraint_row.conrelid = 'processed_units'::regclass
     where index.tablename = 'processed_units' and index.schemaname = 'public'
       and constraint_row.contype is distinct from 'p'`,
  );
  for (const index of indexes.rows) {
    await client.query(
      index.unique
        ? `alter table processed_units drop constraint ${index.name}`
        : `drop index ${index.name}`,
    );
  }
  for (let from = 0; from < unitCount; from += batch) {
    const to = Math.min(unitCount, from + batch);
    // Serial numbers as makers print them: a maker's code, then a scrambled hexadecimal number.
    await client.query(
      `insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
        weight_kg, grade, sanitisation_method, erasure_standard, sanitisation_result, outcome,
        created_at, graded_date, completed_date, job_number)
      select $1::uuid,
        (array['CND', 'PF', '5CG', 'C02'])[1 + i % 4]
          || upper(lpad(to_hex((i::bigint * 2654435761) % 4294967296), 8, '0')),
        'HP', 'EliteBook 840', 'laptop', 1.5, 'A', 'software_erasure', 'NIST 800-88 Purge',
        'passed', 'reused', now() - interval '30 days', now() - interval '28 days',
        now() - interval '21 days', 'J-2025-' || lpad((i % 5000)::text, 6, '0')
      from generate_series($2::int, $3::int) as i`,
      [master.id, from, to - 1],
    );
    process.stderr.write(`\rloading: ${to.toLocaleString('en')} units   `);
  }
  process.stderr.write('\nbuilding the indexes again\n');
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes.rows) {
    await client.query(
      index.unique
        ? `alter table processed_units add constraint ${index.name} ${index.unique}`
        : index.definition,
    );
  }
  // Measure the steady state, as after autovacuum: fresh statistics and a visibility map.
  await client.query('vacuum analyze processed_units');
  await client.end();
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  const sample = await sql<{ serial_number: string }>`
    select serial_number from processed_units tablesample system (0.01)
    where supplier_id = ${master.id} limit ${rounds}`.execute(database);
  const serials = sample.rows.map((row) => row.serial_number);
  const job = await database
    .selectFrom('jobs')
    .select('job_number')
    .where('supplier_id', '=', master.id)
    .executeTakeFirst();
  await database.destroy();

  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((response) => response.json())) as { data: { auth: { token: string } } };
  const token = signIn.data.auth.token;
  const query = `query search_portal($text: String!) { search_portal(text: $text) {
    kind label secondary_text day exact target_id supplier_id settlement_period_type } }`;

  const search = async (text: string) => {
    const response = await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables: { text } }),
    });
    const body = (await response.json()) as {
      errors?: unknown;
      data?: { search_portal: unknown[] };
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data?.search_portal.length ?? 0;
  };

  // The same server's floor under the machine's load at the time: a request that reads nothing.
  const bare = async () => {
    await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    }).then((response) => response.json());
    return 0;
  };

  const cases: [string, (round: number) => string | null][] = [
    ['{ __typename } (floor)', () => null],
    [
      'exact serial, lower case',
      (round) => (serials[round % serials.length] ?? 'PF0').toLowerCase(),
    ],
    ['prefix of 2.5 M units (PF)', () => 'PF'],
    ['5 characters of a serial', (round) => (serials[round % serials.length] ?? 'PF0').slice(0, 5)],
    ['9 characters of a serial', (round) => (serials[round % serials.length] ?? 'PF0').slice(0, 9)],
    ['no match', (round) => `ZZ${round}Q`],
    ['job number', () => job?.job_number ?? 'J-20'],
    ['report name (rapp)', () => 'rapp'],
  ];
  console.log(
    `Loaded ${unitCount.toLocaleString('en')} units into one supplier in ${loadSeconds.toFixed(0)} s`,
  );
  console.log('search_portal over HTTP (goal: p95 <= 100 ms)');
  console.log('case                          results    p50 ms    p95 ms');
  const allDurations: number[] = [];
  for (const [label, textOf] of cases) {
    for (let round = 0; round < 3; round += 1) {
      const text = textOf(round); // warm-up
      await (text === null ? bare() : search(text));
    }
    const durations: number[] = [];
    let results = 0;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const text = textOf(round);
      results = text === null ? await bare() : await search(text);
      durations.push(performance.now() - started);
    }
    if (textOf(0) !== null) allDurations.push(...durations);
    console.log(
      `${label.padEnd(30)}${String(results).padStart(7)}${percentile(durations, 0.5)
        .toFixed(1)
        .padStart(10)}${percentile(durations, 0.95).toFixed(1).padStart(10)}`,
    );
  }
  const p95 = percentile(allDurations, 0.95);
  console.log(
    `all ${allDurations.length} searches: p95 ${p95.toFixed(1)} ms (${p95 <= 100 ? 'meets' : 'misses'} the goal of 100 ms)`,
  );
} finally {
  await server.stop();
}
