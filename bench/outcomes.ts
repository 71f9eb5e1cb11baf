/**
 * The asset register's outcome list at scale: BENCH_OUTCOME_UNITS (1,000,000) units of the demo
 * admin's supplier, changed over three years, a fifth of them on a job with a retirement list
 * and a certificate, one in a hundred held. Times GET /api/units/no/outcomes a page at a time
 * (limit 100, the default) through the real server: the first page, a page deep in the list
 * (by its cursor), and "what changed in the last day" (changed_since). Prints p50/p95 of each
 * and the plan of a deep page. Goal: p95 at most 100 ms per page.
 */
import { sql } from 'kysely';
import { createDatabase } from '../api/src/database/connections.js';
import { startBenchServer } from './server-process.js';
import { demoAdminToken, timeRounds } from './timing.js';

const units = Number(process.env.BENCH_OUTCOME_UNITS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);

const timed = (run: () => Promise<unknown>) => timeRounds(run, { rounds, warmUp: 10 });

interface OutcomePage {
  outcomes: { serial_number: string }[];
  has_more: boolean;
  next_cursor: string | null;
}

const server = await startBenchServer();
try {
  const token = await demoAdminToken(server);
  const page = async (query: string): Promise<OutcomePage> => {
    const response = await fetch(`${server.url}/api/units/no/outcomes?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as OutcomePage;
  };

  const database = createDatabase(`${server.databaseServerUrl}itad_portal_no`, 2);
  const admin = await database
    .selectFrom('users')
    .select('supplier_id')
    .where('email', '=', 'admin@demo.no')
    .executeTakeFirstOrThrow();
  const loadStarted = performance.now();
  const job = await sql<{ job_number: string }>`
    select job_number from jobs where supplier_id = ${admin.supplier_id} order by created_at limit 1`.execute(
    database,
  );
  const jobNumber = job.rows[0]?.job_number ?? null;
  await sql`
    insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
      weight_kg, grade, sanitisation_method, erasure_standard, sanitisation_result, outcome,
      created_at, graded_date, completed_date, sanitised_at, co2e_kg, job_number)
    select ${admin.supplier_id}::uuid, 'OUTCOME-' || lpad(to_hex(i), 8, '0'), 'Dell',
      'Latitude 5430', 'laptop', 1.5, 'A', 'software_erasure', 'NIST 800-88 Purge', 'passed',
      (array['reused', 'recycled', 'stocked'])[1 + i % 3],
      now() - interval '1 day' * (20 + i % 1075), now() - interval '1 day' * (18 + i % 1075),
      now() - interval '1 day' * (11 + i % 1075), now() - interval '1 day' * (15 + i % 1075), 250,
      case when i % 5 = 0 then ${jobNumber} end
    from generate_series(1, ${units}) as i`.execute(database);
  // Change times spread over three years (the trigger set them all to now on insert).
  await sql`alter table processed_units disable trigger user`.execute(database);
  await sql`update processed_units set changed_at = completed_date
    where supplier_id = ${admin.supplier_id} and serial_number like 'OUTCOME-%'`.execute(database);
  await sql`alter table processed_units enable trigger user`.execute(database);
  await sql`
    insert into unit_holds (supplier_id, unit_id, reason, placed_at, placed_by_event_id, respond_by)
    select supplier_id, id, 'mdm_enrolment', now() - interval '1 day', 'bench-outcome-' || id,
      now() + interval '6 days'
    from processed_units
    where supplier_id = ${admin.supplier_id} and serial_number like 'OUTCOME-%' and id % 100 = 0
    on conflict do nothing`.execute(database);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await sql`vacuum analyze processed_units, unit_holds`.execute(database);

  // A cursor half-way through the list: walk there once by changed_since, then keep its cursor.
  const middle = await sql<{ at: string }>`
    select (min(changed_at) + (max(changed_at) - min(changed_at)) / 2)::text as at
    from processed_units where supplier_id = ${admin.supplier_id}`.execute(database);
  const halfWay = new Date(middle.rows[0]!.at).toISOString();
  const deepCursor = (await page(`changed_since=${encodeURIComponent(halfWay)}`)).next_cursor;
  if (!deepCursor) throw new Error('No cursor half-way through the list');
  const lastDay = new Date(Date.now() - 86_400_000).toISOString();

  const rows = [
    { label: 'first page', query: '' },
    { label: 'a page half-way (cursor)', query: `after=${encodeURIComponent(deepCursor)}` },
    { label: 'changed in the last day', query: `changed_since=${encodeURIComponent(lastDay)}` },
  ];
  const results: { label: string; rows: number; p50: number; p95: number }[] = [];
  for (const row of rows) {
    const answer = await page(row.query);
    results.push({
      label: row.label,
      rows: answer.outcomes.length,
      ...(await timed(() => page(row.query))),
    });
  }
  await database.destroy();

  console.log(
    `\nOutcome list (GET /api/units/no/outcomes, limit 100): ${units.toLocaleString('en')} units of admin@demo.no's supplier, ${rounds} runs each; load took ${loadSeconds.toFixed(1)} s\n`,
  );
  console.log('| page | rows | p50 ms | p95 ms |');
  console.log('|---|---:|---:|---:|');
  for (const result of results)
    console.log(
      `| ${result.label} | ${result.rows} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} |`,
    );
  const worst = Math.max(...results.map((result) => result.p95));
  console.log(
    `\nThe worst p95, ${worst.toFixed(1)} ms, ${worst <= 100 ? 'meets' : 'misses'} the 100 ms goal.`,
  );
} finally {
  await server.stop();
}
