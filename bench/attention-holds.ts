/**
 * The "units on hold" part of the dashboard's attention panel at scale: BENCH_HOLDS_UNITS
 * (1,000,000) units of the demo admin's supplier, and as many of another supplier, of which
 * BENCH_HOLDS_ANSWERED_SHARE (0.2) were held and answered over the years, and
 * BENCH_HOLDS_OPEN (500) open holds of each (a tenth overdue). Prints p50/p95 of the holds
 * statement alone (the one the service runs, for the admin's group) and of get_attention_items
 * through the API, on the demo data and after the load, and the statement's plan: its cost
 * should follow the open holds, not the answered ones. Goal: p95 at most 50 ms.
 */
import { sql } from 'kysely';
import { createDatabase } from '../api/src/database/connections.js';
import { unitsOnHold } from '../api/src/modules/attention/unit-hold-items.js';
import { startBenchServer } from './server-process.js';
import { demoAdminToken, timeRounds } from './timing.js';

const unitsPerSupplier = Number(process.env.BENCH_HOLDS_UNITS ?? 1_000_000);
const answeredShare = Number(process.env.BENCH_HOLDS_ANSWERED_SHARE ?? 0.2);
const openPerSupplier = Number(process.env.BENCH_HOLDS_OPEN ?? 500);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

const timed = (run: () => Promise<unknown>) => timeRounds(run, { rounds, warmUp: 20 });

const query = `query get_attention_items { get_attention_items {
  items { kind status count overdue_count date } more { kind count } } }`;

const server = await startBenchServer();
try {
  const token = await demoAdminToken(server);
  const askAttention = async () => {
    const response = await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const answer = (await response.json()) as {
      data?: { get_attention_items: { items: { kind: string; count: number | null }[] } };
      errors?: unknown;
    };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data?.get_attention_items.items.find((item) => item.kind === 'UNITS_ON_HOLD');
  };

  const database = createDatabase(`${server.databaseServerUrl}itad_portal_no`, 2);
  const admin = await database
    .selectFrom('users')
    .select('supplier_id')
    .where('email', '=', 'admin@demo.no')
    .executeTakeFirstOrThrow();
  // The group the panel covers for a master account: the supplier and its companies.
  const group = (
    await database
      .selectFrom('suppliers')
      .select('id')
      .where((eb) =>
        eb.or([eb('id', '=', admin.supplier_id), eb('parent_supplier_id', '=', admin.supplier_id)]),
      )
      .execute()
  ).map((supplier) => supplier.id);
  const holdsStatement = () => unitsOnHold(database, group, admin.supplier_id);

  const rows: {
    label: string;
    open: number;
    statement: { p50: number; p95: number };
    api: { p50: number; p95: number };
  }[] = [];
  const measure = async (label: string) => {
    const item = await askAttention();
    rows.push({
      label,
      open: item?.count ?? 0,
      statement: await timed(holdsStatement),
      api: await timed(askAttention),
    });
  };
  await measure('demo data');

  const other = await database
    .insertInto('suppliers')
    .values({ company: 'Holds bench other AS' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loadStarted = performance.now();
  for (const [index, supplierId] of [admin.supplier_id, other.id].entries()) {
    await sql`
      insert into processed_units (supplier_id, serial_number, manufacturer, model, category,
        weight_kg, grade, sanitisation_method, erasure_standard, sanitisation_result, outcome,
        created_at, graded_date, completed_date, co2e_kg)
      select ${supplierId}::uuid, 'HOLDS' || ${index} || '-' || lpad(to_hex(i), 8, '0'), 'Dell',
        'Latitude 5430', 'laptop', 1.5, 'A', 'software_erasure', 'NIST 800-88 Purge', 'passed',
        'reused', now() - interval '1 day' * (20 + i % 1075), now() - interval '1 day' * (18 + i % 1075),
        now() - interval '1 day' * (11 + i % 1075), 250
      from generate_series(1, ${unitsPerSupplier}) as i`.execute(database);
    // Answered holds over the years, then the open ones (a tenth past their respond-by).
    await sql`
      insert into unit_holds (supplier_id, unit_id, reason, note, placed_at, placed_by_event_id,
        respond_by, state, answered_at, answer_note, changed_at)
      select ${supplierId}::uuid, unit.id,
        (array['activation_lock', 'mdm_enrolment', 'autopilot', 'firmware_password',
          'missing_parts', 'other'])[1 + (row_number() over ()) % 6], 'Bench hold',
        unit.created_at + interval '1 day', 'bench-' || unit.id,
        unit.created_at + interval '8 days',
        case when unit.id % 5 = 0 then 'destroy_requested' else 'released' end,
        unit.created_at + interval '3 days', 'Released in our MDM', unit.created_at + interval '3 days'
      from processed_units unit
      where unit.supplier_id = ${supplierId} and unit.serial_number like 'HOLDS%'
        and unit.id % ${Math.max(1, Math.round(1 / answeredShare))} = 0`.execute(database);
    await sql`
      insert into unit_holds (supplier_id, unit_id, reason, placed_at, placed_by_event_id,
        respond_by, changed_at)
      select ${supplierId}::uuid, unit.id, 'activation_lock', now() - interval '2 days',
        'bench-open-' || unit.id,
        case when ordinal % 10 = 0 then now() - interval '1 day' else now() + interval '5 days' end,
        now() - interval '2 days'
      from (select id, row_number() over (order by id) as ordinal from processed_units
        where supplier_id = ${supplierId} and serial_number like 'HOLDS%'
          and id % ${Math.max(1, Math.round(1 / answeredShare))} <> 0
        order by id limit ${openPerSupplier}) unit`.execute(database);
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await sql`vacuum analyze processed_units, unit_holds`.execute(database);
  const { count: holdRows } = await database
    .selectFrom('unit_holds')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();

  await measure(
    `${unitsPerSupplier.toLocaleString('en')} units each, ${Number(holdRows).toLocaleString('en')} holds`,
  );
  const plan = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers, costs off)
    select count(*)::int as open, (count(*) filter (where respond_by < now()))::int as overdue,
      min(respond_by) as first_respond_by
    from unit_holds where supplier_id = any(${group}::uuid[]) and state = 'open'`.execute(database);
  await database.destroy();

  console.log(
    `\nUnits on hold in the attention panel: ${rounds} runs each as admin@demo.no (a group of ${group.length}); load took ${loadSeconds.toFixed(1)} s\n`,
  );
  console.log(
    '| data | open holds | statement p50 ms | statement p95 ms | get_attention_items p50 ms | p95 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.label} | ${row.open} | ${row.statement.p50.toFixed(2)} | ${row.statement.p95.toFixed(2)} | ${row.api.p50.toFixed(1)} | ${row.api.p95.toFixed(1)} |`,
    );
  const last = rows[rows.length - 1];
  console.log(
    `\nThe holds statement's p95 ${last && last.statement.p95 <= 50 ? 'meets' : 'misses'} the 50 ms goal; the whole panel's p95 ${last && last.api.p95 <= 50 ? 'meets' : 'misses'} it.\n\nPlan of the holds statement:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
  );
} finally {
  await server.stop();
}
