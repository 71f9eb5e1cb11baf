/**
 * The provider's data feed at scale (`npm run bench:feed`):
 * (a) importing 100 units at 10,000 and 1,000,000 units of history (and 10,000,000 with
 *     BENCH_FEED_HISTORY=10000000): p50/p95 per size and the ratio of the largest to the
 *     smallest p95. Goals: p95 <= 100 ms everywhere, ratio <= 1.5.
 * (b) unit events over HTTP in batches of 500 while the dashboard is read. Goals: >= 5,000
 *     events/s, dashboard p95 <= 50 ms.
 * (c) at the largest history: serial search and the dashboard, p95 <= 50 ms each; a complete
 *     report of BENCH_FEED_REPORT_UNITS units (1,200,000; 0 skips it) as CSV in at most 300 MB
 *     RSS, and as XLSX over as many sheets as it needs (two for 1,200,000 units).
 */
import os from 'node:os';
import pg from 'pg';
import { createDatabase } from '../api/src/database/connections.js';
import { createProviderKey } from '../api/src/infrastructure/provider-keys/service.js';
import { generateDemoUnits } from '../api/src/modules/units/demo-units.js';
import { importUnits } from '../api/src/modules/units/import/import-units.js';
import { todayInBusinessTimeZone } from '../api/src/shared/local-dates.js';
import { ingestWhileReading, readDashboard } from './feed-events.js';
import { percentile } from './timing.js';
import { growHistory } from './feed-history.js';
import { readSerialSearch, reportDepartment, writeReportFile } from './feed-scale.js';
import { startBenchServer, waitUntilIdle } from './server-process.js';

const largest = Number(process.env.BENCH_FEED_HISTORY ?? 1_000_000);
const sizes = [...new Set([10_000, 1_000_000, largest])].filter((size) => size <= largest);
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const eventSeconds = Number(process.env.BENCH_EVENT_SECONDS ?? 20);
const eventClients = Number(process.env.BENCH_EVENT_CLIENTS ?? 2);
// The sustained load of the goal, with some margin: the dashboard is read meanwhile.
const eventRate = Number(process.env.BENCH_EVENT_RATE ?? 6_000);
const reportUnits = Number(process.env.BENCH_FEED_REPORT_UNITS ?? 1_200_000);

const server = await startBenchServer();
try {
  await waitUntilIdle(server);
  const database = createDatabase(`${server.databaseServerUrl}itad_portal_no`, 4);
  const master = await database
    .selectFrom('suppliers')
    .select('id')
    .where('is_master_account', '=', true)
    .executeTakeFirstOrThrow();
  const today = todayInBusinessTimeZone();
  const importRows: { label: string; p50: number; p95: number; seedSeconds: number }[] = [];
  for (const size of sizes) {
    const seedSeconds = await growHistory(database, master.id, size);
    const durations: number[] = [];
    for (let round = -3; round < rounds; round += 1) {
      const rows = [
        ...generateDemoUnits({
          count: 100,
          today,
          years: 1,
          seed: size + round,
          serialPrefix: `F${size}R${round + 3}`,
        }),
      ];
      const started = performance.now();
      const result = await importUnits(database, { supplierId: master.id, rows });
      if (!result.imported) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
      if (round >= 0) durations.push(performance.now() - started);
    }
    importRows.push({
      label: `import 100 units, ${size.toLocaleString('en')} units of history`,
      p50: percentile(durations, 0.5),
      p95: percentile(durations, 0.95),
      seedSeconds,
    });
  }

  const { key } = await createProviderKey(database, 'Feed benchmark');
  await database.destroy();
  const signIn = (await fetch(`${server.url}/graphql/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { auth(email: "admin@demo.no", password: "Demo1234") { token } }',
    }),
  }).then((response) => response.json())) as { data: { auth: { token: string } } };
  const client = new pg.Client({ connectionString: `${server.databaseServerUrl}itad_portal_no` });
  await client.connect();
  const groupIds = (
    await client.query<{ id: string }>(
      'select id from suppliers where id = $1 or parent_supplier_id = $1',
      [master.id],
    )
  ).rows.map((row) => row.id);
  const sqlReads = { client, supplierIds: groupIds, durations: [] as number[] };
  const idleReads: number[] = [];
  await readDashboard(
    server.url,
    signIn.data.auth.token,
    performance.now() + 5_000,
    idleReads,
    sqlReads,
  );
  const idleSqlP95 = percentile(sqlReads.durations, 0.95);
  const searches = await readSerialSearch(
    server.url,
    signIn.data.auth.token,
    largest,
    performance.now() + 5_000,
  );
  const ingest = (rate: number | undefined) =>
    ingestWhileReading({
      url: server.url,
      providerKey: key,
      userToken: signIn.data.auth.token,
      supplierId: master.id,
      clients: eventClients,
      seconds: eventSeconds,
      rate,
      sqlReads,
    });
  const unpaced = await ingest(undefined);
  const paced = await ingest(eventRate);
  await client.end();

  const reportFiles: { label: string; figures: ReturnType<typeof writeReportFile> }[] = [];
  if (reportUnits > 0) {
    const databaseUrl = `${server.databaseServerUrl}itad_portal_no`;
    const reportDatabase = createDatabase(databaseUrl, 2);
    const departmentId = await reportDepartment(reportDatabase, master.id, reportUnits);
    await reportDatabase.destroy();
    for (const format of ['csv', 'xlsx'] as const) {
      process.stderr.write(`writing the complete report as ${format.toUpperCase()}...\n`);
      const figures = writeReportFile(format, databaseUrl, master.id, departmentId);
      reportFiles.push({ label: format.toUpperCase(), figures });
    }
  }

  const smallest = importRows[0];
  const largestRow = importRows.at(-1);
  const ratio = smallest && largestRow ? largestRow.p95 / smallest.p95 : 0;
  const load = os
    .loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${load}`;
  console.log(
    `\nFeed benchmark on ${machine}; ${rounds} imports per size after 3 warm-ups; events: ${eventClients} clients for ${eventSeconds} s per run\n`,
  );
  console.log('| measured | p50 ms | p95 ms | goal | history seeded in |');
  console.log('|---|---:|---:|---|---:|');
  for (const row of importRows) {
    console.log(
      `| ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | p95 <= 100 ${row.p95 <= 100 ? 'met' : 'MISSED'} | ${row.seedSeconds.toFixed(1)} s |`,
    );
  }
  console.log(
    `| p95 ratio largest / smallest history | | ${ratio.toFixed(2)} | <= 1.5 ${ratio <= 1.5 ? 'met' : 'MISSED'} | |`,
  );
  const idleP95 = percentile(idleReads, 0.95);
  console.log(
    `| dashboard (get_unit_summary over HTTP) at ${largest.toLocaleString('en')} units of history, ${idleReads.length} reads (its SQL alone: p95 ${idleSqlP95.toFixed(1)} ms) | ${percentile(idleReads, 0.5).toFixed(1)} | ${idleP95.toFixed(1)} | p95 <= 50 ${idleP95 <= 50 ? 'met' : 'MISSED'} | |`,
  );
  const searchP95 = percentile(searches.durations, 0.95);
  console.log(
    `| serial search (search_units over HTTP) at ${largest.toLocaleString('en')} units of history, ${searches.durations.length} searches, ${searches.found} with units found | ${percentile(searches.durations, 0.5).toFixed(1)} | ${searchP95.toFixed(1)} | p95 <= 50 ${searchP95 <= 50 ? 'met' : 'MISSED'} | |`,
  );
  for (const [label, events] of [
    ['as fast as answered', unpaced],
    [`paced at ${eventRate.toLocaleString('en')} events/s`, paced],
  ] as const) {
    console.log(
      `| unit events ${label} (batches of 500, batch p95 ${events.batchP95.toFixed(0)} ms) | ${Math.round(events.eventsPerSecond).toLocaleString('en')} events/s | | >= 5,000 ${events.eventsPerSecond >= 5000 ? 'met' : 'MISSED'} | |`,
    );
    console.log(
      `| dashboard during ingest ${label}, ${events.reads} reads (its SQL alone: p95 ${events.sqlP95.toFixed(1)} ms) | ${events.dashboardP50.toFixed(1)} | ${events.dashboardP95.toFixed(1)} | p95 <= 50 ${events.dashboardP95 <= 50 ? 'met' : 'MISSED'} | |`,
    );
  }
  if (reportFiles.length > 0) {
    console.log(
      `\nComplete report of one department with ${reportUnits.toLocaleString('en')} units, each file written in a process of its own\n`,
    );
    console.log('| file | units | seconds | peak RSS MB | size MB | sheets | goal |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const { label, figures } of reportFiles) {
      const goal =
        label === 'CSV'
          ? `<= 300 MB ${figures.peakRssMb <= 300 ? 'met' : 'MISSED'}`
          : `over ${Math.ceil(figures.units / 1_048_575)} sheet(s) ${figures.sheets === Math.ceil(figures.units / 1_048_575) + 1 ? 'met' : 'MISSED'} (plus "About")`;
      console.log(
        `| ${label} | ${figures.units.toLocaleString('en')} | ${figures.seconds.toFixed(1)} | ${figures.peakRssMb.toFixed(0)} | ${(figures.bytes / 1e6).toFixed(1)} | ${figures.sheets ?? ''} | ${goal} |`,
      );
    }
  }
} finally {
  await server.stop();
}
