/**
 * Evidence pack of a large job: loads 100,000 units (BENCH_EVIDENCE_UNITS) under one job through
 * the real import, one sanitised data carrier per unit and a second for every fifth, and the
 * expected-asset list (every unit but one in a hundred, plus a few never received); then builds
 * the pack in a process of its own (time, peak RSS) and orders one through the API, timing
 * order -> READY through the job queue. Goal: <= 30 s with bounded memory.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase } from '../api/src/database/connections.js';
import { generateDemoUnits } from '../api/src/modules/units/demo-units.js';
import { importUnits } from '../api/src/modules/units/import/import-units.js';
import { todayInBusinessTimeZone } from '../api/src/shared/local-dates.js';
import { startBenchServer } from './server-process.js';

const unitCount = Number(process.env.BENCH_EVIDENCE_UNITS ?? 100_000);
const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(benchDirectory, '..', 'node_modules', '.bin', 'tsx');

async function graphql<Data>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = (await fetch(`${url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  }).then((reply) => reply.json())) as { data?: Data; errors?: unknown };
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
}

const server = await startBenchServer();
try {
  const databaseUrl = `${server.databaseServerUrl}itad_portal_no`;
  const database = createDatabase(databaseUrl, 2);
  const admin = await database
    .selectFrom('users')
    .innerJoin('suppliers', 'suppliers.id', 'users.supplier_id')
    .select(['users.email', 'users.supplier_id'])
    .where('suppliers.is_master_account', '=', true)
    .where('users.is_admin', '=', true)
    .where('users.status', '=', 'active')
    .orderBy('suppliers.company')
    .executeTakeFirstOrThrow();
  const job = await database
    .selectFrom('jobs')
    .select(['id', 'job_number'])
    .where('supplier_id', '=', admin.supplier_id)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const rows = [
    ...generateDemoUnits({
      count: unitCount,
      today: todayInBusinessTimeZone(),
      years: 1,
      seed: 17,
      serialPrefix: 'EVB',
    }),
  ].map((row) => ({ ...row, job_number: job.job_number }));
  const imported = await importUnits(database, {
    supplierId: admin.supplier_id,
    rows,
    onProgress: ({ phase, rows: done }) =>
      process.stderr.write(`\rloading units: ${phase} ${done.toLocaleString('en')}   `),
  });
  process.stderr.write('\n');
  if (!imported.imported) throw new Error(JSON.stringify(imported.problems.slice(0, 3)));
  await sql`
    insert into unit_data_carriers (supplier_id, unit_id, carrier_serial, carrier_type,
      sanitisation_level, sanitisation_technique, tool_name, tool_version, verification_method,
      verification_result, operator, sanitised_at, result)
    select unit.supplier_id, unit.id, unit.serial_number || '-D' || drive, 'ssd', 'purge',
      'cryptographic_erase', 'Blancco Drive Eraser', '7.9', 'full', 'passed', 'Bench Operator',
      unit.created_at + interval '1 day', 'passed'
    from processed_units unit cross join generate_series(1, 2) drive
    where unit.supplier_id = ${admin.supplier_id} and unit.job_number = ${job.job_number}
      and (drive = 1 or unit.id % 5 = 0)`.execute(database);
  await sql`
    insert into job_expected_assets (supplier_id, job_id, serial_number, line_number)
    select unit.supplier_id, ${job.id}::uuid, unit.serial_number, row_number() over ()
    from processed_units unit
    where unit.supplier_id = ${admin.supplier_id} and unit.job_number = ${job.job_number}
      and unit.id % 100 <> 0
    union all
    select ${admin.supplier_id}::uuid, ${job.id}::uuid, 'NEVER-RECEIVED-' || n, null
    from generate_series(1, 50) n
    on conflict do nothing`.execute(database);
  await sql`vacuum analyze`.execute(database);
  const counts = await sql<{ units: number; carriers: number; expected: number }>`
    select (select count(*)::int from processed_units where job_number = ${job.job_number}) as units,
      (select count(*)::int from unit_data_carriers carrier join processed_units unit
        on unit.id = carrier.unit_id where unit.job_number = ${job.job_number}) as carriers,
      (select count(*)::int from job_expected_assets where job_id = ${job.id}) as expected`.execute(
    database,
  );

  // The pack in a process of its own: time and peak memory.
  const pack = await database
    .insertInto('evidence_packs')
    .values({
      supplier_id: admin.supplier_id,
      job_id: job.id,
      ordered_by_name: 'Bench',
      language: 'en',
      idempotency_key: `bench-${randomUUID()}`,
      status: 'GENERATING',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  process.stderr.write('building the pack in its own process...\n');
  const output = execFileSync(
    tsx,
    [
      path.join(benchDirectory, 'evidence-pack-file.ts'),
      databaseUrl,
      pack.id,
      await mkdtemp(path.join(os.tmpdir(), 'itad-evidence-data-')),
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: process.env.BENCH_EVIDENCE_NODE_OPTIONS ?? '' },
    },
  );
  const built = JSON.parse(output) as {
    seconds: number;
    cpuSeconds: number;
    bytes: number;
    peakRssMb: number;
    baselineRssMb: number;
    files: { path: string; bytes: number }[];
  };

  // The same through the API and the job queue: order -> READY.
  const signIn = await graphql<{ auth: { token: string } }>(
    server.url,
    '',
    'mutation auth($e: String!) { auth(email: $e, password: "Demo1234") { token } }',
    { e: admin.email },
  );
  const token = signIn.auth.token;
  const started = performance.now();
  const ordered = await graphql<{ order_evidence_pack: { id: string } }>(
    server.url,
    token,
    'mutation o($input: OrderEvidencePackInput!) { order_evidence_pack(input: $input) { id } }',
    { input: { idempotency_key: randomUUID(), job_id: job.id } },
  );
  let status = '';
  while (status !== 'READY') {
    if (performance.now() - started > 600_000) throw new Error('Not ready within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = await graphql<{ get_evidence_pack: { status: string } }>(
      server.url,
      token,
      'query p($id: ID!) { get_evidence_pack(id: $id) { status } }',
      { id: ordered.order_evidence_pack.id },
    );
    status = read.get_evidence_pack.status;
    if (status === 'FAILED') throw new Error('The pack failed');
  }
  const orderToReady = (performance.now() - started) / 1000;
  await database.destroy();

  const figures = counts.rows[0]!;
  console.log(
    `\nEvidence pack of one job: ${figures.units.toLocaleString('en')} units, ${figures.carriers.toLocaleString('en')} carrier records, ${figures.expected.toLocaleString('en')} expected assets (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.log('| measure | value | goal |');
  console.log('|---|---:|---|');
  console.log(`| build, own process (s) | ${built.seconds.toFixed(2)} | <= 30 |`);
  console.log(`| CPU seconds of that process | ${built.cpuSeconds.toFixed(2)} | |`);
  console.log(`| peak RSS (MB) | ${built.peakRssMb.toFixed(0)} | bounded |`);
  console.log(`| RSS before (MB) | ${built.baselineRssMb.toFixed(0)} | |`);
  console.log(`| ZIP size (MB) | ${(built.bytes / 1e6).toFixed(1)} | |`);
  console.log(
    `| order -> READY through the API and the job queue (s) | ${orderToReady.toFixed(2)} | <= 30 |`,
  );
  console.log('\n| file in the pack | MB |');
  console.log('|---|---:|');
  for (const file of built.files) {
    console.log(`| ${file.path} | ${(file.bytes / 1e6).toFixed(2)} |`);
  }
} finally {
  await server.stop();
}
