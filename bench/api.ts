/**
 * API throughput and latency: get_user (what the user menu asks), get_startup (run on every
 * protected page) and the dashboard summary beside a bare `{ __typename }` on the same server in the same run, so the
 * ratio, not this machine's speed, is the figure to watch. Goal: get_user >= 0.5 of bare.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './server-process.js';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

const userQuery = `query get_user { get_user { id email name first_name last_name phone job_title language is_admin
  supplier { id company logo is_master_account can_upload sub_suppliers { id company } } } }`;
const summaryQuery = `query get_unit_summary { get_unit_summary(filter: { period: YEAR_TO_DATE }) { recycled_units reused_units stocked_units in_process_units co2_savings_tons equivalents { equivalent amount } chart { category processed_units } } }`;
const startupQuery = `query get_startup { get_startup { user { id name language } permissions { has_report_access can_upload is_admin can_switch_supplier } shipment_items { name } webshop_url session_expires_at } }`;

async function measure(url: string, title: string, query: string, token: string) {
  const result = await autocannon({
    url: `${url}/graphql/no`,
    method: 'POST',
    connections,
    duration: durationSeconds,
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables: {} }),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    title,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5,
  };
}

const server = await startBenchServer();
try {
  const signIn = await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '' },
    body: JSON.stringify({
      query: 'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((response) => response.json() as Promise<{ data: { auth: { token: string } } }>);
  const token = signIn.data.auth.token;

  // Warm up once so the JIT-compiled queries are what gets measured.
  for (const query of ['{ __typename }', userQuery, startupQuery, summaryQuery])
    await measure(server.url, 'warm-up', query, token).catch(() => undefined);

  const bare = await measure(server.url, '{ __typename }', '{ __typename }', token);
  const rows = [
    bare,
    await measure(server.url, 'get_user', userQuery, token),
    await measure(server.url, 'get_startup', startupQuery, token),
    await measure(server.url, 'get_unit_summary (year to date, group)', summaryQuery, token),
  ];

  console.log(
    `\nAPI benchmark: ${connections} connections, ${durationSeconds} s each, server start-up ${server.startupMilliseconds} ms (fresh embedded database, migrations, demo seed)\n`,
  );
  console.log('| query | req/s | p50 ms | p97.5 ms | req/s vs bare |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.title} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p95} | ${(row.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} |`,
    );
  }
} finally {
  await server.stop();
}
