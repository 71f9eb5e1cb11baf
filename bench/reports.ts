/**
 * Report generation at scale: loads 100,000 units (BENCH_REPORT_UNITS to change) for one
 * department through the real import, then writes the complete report (XLSX and CSV), the
 * certificate of destruction and the high level report, each in a process of its own, printing
 * time and peak memory; then orders reports through the API and times order -> mail delivered
 * over SMTP, for 10,000 units (BENCH_DELIVERY_UNITS) and for all of them.
 * Goals: XLSX <= 5 s and <= 300 MB RSS; order to delivered <= 10 s for 10,000 units.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase } from '../api/src/database/connections.js';
import { generateDemoUnits } from '../api/src/modules/units/demo-units.js';
import { importUnits } from '../api/src/modules/units/import/import-units.js';
import { todayInBusinessTimeZone } from '../api/src/shared/local-dates.js';
import { startSmtpTestServer } from '../api/src/test-support/smtp-test-server.js';
import { startBenchServer } from './server-process.js';

const unitCount = Number(process.env.BENCH_REPORT_UNITS ?? 100_000);
const deliveryUnitCount = Number(process.env.BENCH_DELIVERY_UNITS ?? 10_000);
const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(benchDirectory, '..', 'node_modules', '.bin', 'tsx');

const smtp = await startSmtpTestServer();
process.env.SMTP_URL = smtp.url;
const server = await startBenchServer();
try {
  const databaseUrl = `${server.databaseServerUrl}itad_portal_no`;
  const database = createDatabase(databaseUrl, 2);
  const master = await database
    .selectFrom('suppliers')
    .select('id')
    .where('is_master_account', '=', true)
    .orderBy('company')
    .executeTakeFirstOrThrow();
  const admin = await database
    .selectFrom('users')
    .select(['email'])
    .where('supplier_id', '=', master.id)
    .where('is_admin', '=', true)
    .where('has_report_access', '=', true)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const addDepartment = async (company: string, count: number, seed: number) => {
    const department = await database
      .insertInto('suppliers')
      .values({ company, parent_supplier_id: master.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await importUnits(database, {
      supplierId: department.id,
      rows: generateDemoUnits({
        count,
        today: todayInBusinessTimeZone(),
        years: 1,
        seed,
        serialPrefix: `B${seed}`,
      }),
      onProgress: ({ phase, rows }) =>
        process.stderr.write(`\rloading ${company}: ${phase} ${rows.toLocaleString('en')}   `),
    });
    process.stderr.write('\n');
    if (!result.imported) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
    return department.id;
  };
  const large = await addDepartment('Bench Large Department AS', unitCount, 7);
  const small = await addDepartment('Bench Small Department AS', deliveryUnitCount, 8);
  await sql`vacuum analyze processed_units`.execute(database);

  const files: { label: string; format: string; goal?: string }[] = [
    { label: 'Complete report, XLSX', format: 'xlsx', goal: '<= 5 s, <= 300 MB' },
    { label: 'Complete report, CSV', format: 'csv' },
    { label: 'Certificate of destruction, PDF', format: 'certificate' },
    { label: 'High level report, PDF', format: 'high-level' },
  ];
  const fileRows: string[] = [];
  for (const file of files) {
    process.stderr.write(`writing ${file.label}...\n`);
    const output = execFileSync(
      tsx,
      [path.join(benchDirectory, 'report-file.ts'), file.format, databaseUrl, master.id, large],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const result = JSON.parse(output) as {
      seconds: number;
      cpuSeconds: number;
      units: number;
      bytes: number;
      peakRssMb: number;
      baselineRssMb: number;
    };
    fileRows.push(
      `| ${file.label} | ${result.units.toLocaleString('en')} | ${result.seconds.toFixed(2)} | ${result.cpuSeconds.toFixed(2)} | ${result.peakRssMb.toFixed(0)} | ${result.baselineRssMb.toFixed(0)} | ${(result.bytes / 1e6).toFixed(1)} | ${file.goal ?? ''} |`,
    );
  }

  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify({
      query: 'mutation auth($e: String!) { auth(email: $e, password: "Demo1234") { token } }',
      variables: { e: admin.email },
    }),
  }).then((response) => response.json())) as { data: { auth: { token: string } } };
  const token = signIn.data.auth.token;

  const orderToDelivered = async (departmentId: string, kind: string) => {
    const recipient = `bench-${randomUUID().slice(0, 8)}@bench.example`;
    const started = performance.now();
    const response = (await fetch(`${server.url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation o($input: OrderReportInput!) { order_report(input: $input) { id } }',
        variables: {
          input: {
            idempotency_key: randomUUID(),
            kind,
            from: '2000-01-01',
            to: '2100-12-31',
            date_column: 'CREATED_AT',
            supplier_id: departmentId,
            recipients: [recipient],
          },
        },
      }),
    }).then((reply) => reply.json())) as { errors?: unknown };
    if (response.errors) throw new Error(JSON.stringify(response.errors));
    while (!smtp.received.some((mail) => mail.to.includes(recipient))) {
      if (performance.now() - started > 600_000) throw new Error('No mail within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return (performance.now() - started) / 1000;
  };
  const deliveries = [
    {
      label: `Complete report (XLSX + CSV), ${deliveryUnitCount.toLocaleString('en')} units`,
      seconds: await orderToDelivered(small, 'COMPLETE'),
      goal: '<= 10 s',
    },
    {
      label: `Certificate of destruction, ${deliveryUnitCount.toLocaleString('en')} units`,
      seconds: await orderToDelivered(small, 'CERTIFICATE_OF_DESTRUCTION'),
      goal: '',
    },
    {
      label: `Complete report (XLSX + CSV), ${unitCount.toLocaleString('en')} units`,
      seconds: await orderToDelivered(large, 'COMPLETE'),
      goal: '',
    },
  ];
  await database.destroy();

  console.log(
    `\nReport files for ${unitCount.toLocaleString('en')} units (each in its own process; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)\n`,
  );
  console.log(
    '| file | units | seconds | CPU seconds (writer process) | peak RSS MB | RSS before MB | size MB | goal |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of fileRows) console.log(row);
  console.log('\nOrder -> mail delivered over SMTP (API, job queue, generation, outbox)\n');
  console.log('| report | seconds | goal |');
  console.log('|---|---:|---|');
  for (const row of deliveries)
    console.log(`| ${row.label} | ${row.seconds.toFixed(2)} | ${row.goal} |`);
} finally {
  await server.stop();
  await smtp.close();
}
