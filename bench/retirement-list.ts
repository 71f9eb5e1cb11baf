/**
 * A retirement list of BENCH_RETIREMENT_ROWS (50,000) devices as Microsoft Intune exports it (all
 * inventory columns, every field quoted, a byte order mark; about 30 MB), uploaded to the built
 * server (demo data, embedded PostgreSQL) over HTTP as the browser does: once only checked
 * (parsed), once stored as a pickup's expected assets. Goal: each within 10 s on this machine,
 * every row stored.
 */
import { sql } from 'kysely';
import { createDatabase } from '../api/src/database/connections.js';
import { startBenchServer, waitUntilIdle } from './server-process.js';

const rows = Number(process.env.BENCH_RETIREMENT_ROWS ?? 50_000);
const goalSeconds = 10;

// Intune's "Export" of all devices with all inventory data: these headers, in this order.
const headers = [
  'Device ID', 'Device name', 'Enrollment date', 'Last check-in', 'Azure AD Device ID',
  'OS version', 'Azure AD registered', 'EAS activation ID', 'Serial number', 'Manufacturer',
  'Model', 'EAS activated', 'IMEI', 'Last EAS sync time', 'EAS reason', 'EAS status',
  'Compliance grace period expiration', 'Security patch level', 'Wi-Fi MAC', 'MEID',
  'Subscriber carrier', 'Total storage', 'Free storage', 'Management name', 'Category', 'UserId',
  'Primary user UPN', 'Primary user email address', 'Primary user display name',
  'WiFiIPv4Address', 'WiFiSubnetID', 'Compliance', 'Managed by', 'Ownership', 'Device state',
  'Intune registered', 'Supervised', 'Encrypted', 'OS', 'SkuFamily', 'JoinType', 'Phone number',
  'Jailbroken', 'ICCID', 'EthernetMAC', 'CellularTechnology', 'ProcessorArchitecture', 'EID',
  'EnrollmentProfileName',
]; // prettier-ignore

const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
const hex = (value: number, length: number) => value.toString(16).padStart(length, '0');

function deviceRow(index: number): string {
  const id = `${hex(index, 8)}-5d4e-4b8a-9c1f-${hex(index * 7919, 12)}`;
  const user = `user${index}@example.no`;
  const cells: Record<string, string> = {
    'Device ID': id,
    'Device name': `LT-OSL-${String(index).padStart(6, '0')}`,
    'Enrollment date': '2023-01-09 10:02:45.0000000',
    'Last check-in': '2026-10-28 08:12:44.0000000',
    'Azure AD Device ID': `${hex(index, 8)}-0000-4a5b-8c6d-${hex(index * 104_729, 12)}`,
    'OS version': '10.0.22631.4460',
    'Azure AD registered': 'Yes',
    'Serial number': `PF${hex(index, 8).toUpperCase()}`,
    Manufacturer: 'LENOVO',
    Model: '20XW004GMX',
    'EAS activated': 'No',
    'Last EAS sync time': '0001-01-01 00:00:00.0000000',
    'EAS status': 'None',
    'Compliance grace period expiration': '9999-12-31 23:59:59.9999999',
    'Total storage': '244198',
    'Free storage': '101377',
    'Management name': `user${index}_Windows_1/9/2023_10:02 AM`,
    UserId: id,
    'Primary user UPN': user,
    'Primary user email address': user,
    'Primary user display name': `User ${index}`,
    Compliance: 'Compliant',
    'Managed by': 'Intune',
    Ownership: 'Corporate',
    'Device state': 'Managed',
    'Intune registered': 'Yes',
    Supervised: 'No',
    Encrypted: 'Yes',
    OS: 'Windows',
    SkuFamily: 'Enterprise',
    JoinType: 'Azure AD joined',
    Jailbroken: 'Unknown',
    ProcessorArchitecture: 'x64',
  };
  return quoted(headers.map((header) => cells[header] ?? ''));
}

function intuneExport(count: number): Buffer {
  const lines = [quoted(headers)];
  for (let index = 1; index <= count; index += 1) lines.push(deviceRow(index));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function upload(url: string, token: string, file: Buffer, jobId?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'DevicesWithInventory.csv');
  const started = performance.now();
  const response = await fetch(
    `${url}/api/jobs/no/expected-assets${jobId ? `?job_id=${jobId}` : ''}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
  );
  const body = (await response.json()) as { layout?: string; row_count?: number; stored?: number };
  const seconds = (performance.now() - started) / 1_000;
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return { seconds, body };
}

const server = await startBenchServer();
try {
  process.stderr.write(
    `server started in ${server.startupMilliseconds} ms; waiting for demo jobs\n`,
  );
  await waitUntilIdle(server);
  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((reply) => reply.json())) as { data: { auth: { token: string } } };
  const token = signIn.data.auth.token;
  const database = createDatabase(`${server.databaseServerUrl}itad_portal_no`, 2);
  const job = await database
    .selectFrom('jobs')
    .innerJoin('users', 'users.supplier_id', 'jobs.supplier_id')
    .select('jobs.id')
    .where('users.email', '=', 'admin@demo.no')
    .where('jobs.kind', '=', 'COLLECTION')
    .where('jobs.status', '<>', 'COMPLETED')
    .executeTakeFirstOrThrow();

  const file = intuneExport(rows);
  const checked = await upload(server.url, token, file);
  const stored = await upload(server.url, token, file, job.id);
  const { rows: counted } = await sql<{ count: string }>`
    select count(*) from job_expected_assets
    where job_id = ${job.id} and device_id is not null and device_name is not null`.execute(
    database,
  );
  const storedRows = Number(counted[0]?.count ?? 0);
  await database.destroy();

  const megabytes = (file.length / 1e6).toFixed(1);
  console.log(`retirement list: ${rows} devices, Intune export, ${megabytes} MB`);
  console.log(
    `  parsed (checked)     ${checked.seconds.toFixed(2)} s  ${Math.round(rows / checked.seconds)} rows/s  layout ${checked.body.layout}`,
  );
  console.log(
    `  parsed and stored    ${stored.seconds.toFixed(2)} s  ${Math.round(rows / stored.seconds)} rows/s  (goal <= ${goalSeconds} s)`,
  );
  console.log(`  stored with device ID and name: ${storedRows}/${rows}`);
  const passed =
    checked.body.layout === 'intune' &&
    checked.seconds <= goalSeconds &&
    stored.seconds <= goalSeconds &&
    storedRows === rows;
  if (!passed) process.exitCode = 1;
} finally {
  await server.stop();
}
