/**
 * Kill -9 of the worker during a report: a server with SMTP gets a department of many units
 * (loaded through the real import), a complete report is ordered for it, and once the report is
 * generating with some units written the whole server process (which runs the job worker) gets
 * SIGKILL. A new server process on the same database and report files (so the same instance
 * name) must pick the report up again within 15 s of its start (it releases what its previous
 * life held at start-up) and complete it, every recipient must receive exactly one "report
 * ready" mail (by Message-ID, matched to the outbox), and the XLSX downloaded from the new server
 * must be a complete workbook with one row per unit.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { createDatabase } from '../../api/src/database/connections.js';
import { generateDemoUnits } from '../../api/src/modules/units/demo-units.js';
import { importUnits } from '../../api/src/modules/units/import/import-units.js';
import { todayInBusinessTimeZone } from '../../api/src/shared/local-dates.js';
import { startSmtpTestServer } from '../../api/src/test-support/smtp-test-server.js';
import { graphql, signIn } from './client.js';
import type { ScenarioContext } from './context.js';
import { OutboxReader, outboxIdOf } from './outbox.js';
import { freePort, sleep, startServer, waitFor, type ServerProcess } from './processes.js';
import type { ScenarioResult } from './report.js';

const scenario = 'worker killed (kill -9) during a report';
/** Enough that writing the complete report (XLSX and CSV) takes several seconds. */
const unitCount = 120_000;
const recipients = ['worker-kill-1@resilience.test', 'worker-kill-2@resilience.test'];
/** The goal: a new attempt holds the report within this long after the restart began. */
const pickupGoalSeconds = 15;
/** Picked up at once, then generated again from the start (XLSX) or the checkpoint (CSV). */
const recoveryTimeoutMilliseconds = 2 * 60_000;
const clientAddress = '10.77.0.1';

interface ReportState {
  status: string;
  units_done: number;
  units_total: number | null;
  files: { format: string; download_url: string; size_bytes: number }[];
}

const getReportQuery = `query get_report($id: ID!) { get_report(id: $id) {
  status units_done units_total files { format download_url size_bytes } } }`;

async function readReport(server: ServerProcess, token: string, id: string) {
  const answer = await graphql<{ get_report: ReportState }>({
    baseUrl: server.url,
    country: 'no',
    query: getReportQuery,
    variables: { id },
    token,
    clientAddress,
  });
  return answer.data?.get_report;
}

async function signInAdmin(server: ServerProcess): Promise<string> {
  const answer = await signIn(server.url, 'no', 'admin@demo.no', clientAddress);
  const token = answer.data?.auth.token;
  if (!token) throw new Error(`sign-in on ${server.name} failed: ${answer.problem}`);
  return token;
}

/** Rows of the workbook's first sheet (the units, under one header row). */
async function unitRowsOf(xlsx: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([xlsx]), {
    worksheets: 'emit',
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    let rows = 0;
    for await (const _row of worksheet) rows += 1;
    return rows - 1;
  }
  return -1;
}

export async function workerKillScenario(context: ScenarioContext): Promise<ScenarioResult> {
  const databaseUrl = `${context.postgres.serverUrl}resilience_worker`;
  // Shared by both server processes: the second finds the first one's partial files and serves
  // the downloads of the files it writes itself.
  const dataDirectory = await mkdtemp(path.join(os.tmpdir(), 'itad-resilience-worker-'));
  context.cleanups.push('remove report files (worker killed)', () =>
    rm(dataDirectory, { recursive: true, force: true }),
  );
  const smtp = await startSmtpTestServer(await freePort());
  context.cleanups.push('stop SMTP server (worker killed)', () => smtp.close());
  const options = {
    databaseUrl,
    signingKey: context.signingKey,
    smtpUrl: smtp.url,
    dataDirectory,
  };
  const first = await startServer({ ...options, name: 'worker-1' }, context.cleanups);
  const database = createDatabase(`${databaseUrl}_no`, 2);
  const outbox = await OutboxReader.connect(databaseUrl);
  let second: ServerProcess | undefined;
  try {
    const notes: string[] = [];
    const admin = await database
      .selectFrom('users')
      .select('supplier_id')
      .where('email', '=', 'admin@demo.no')
      .executeTakeFirstOrThrow();
    const department = await database
      .insertInto('suppliers')
      .values({ company: 'Resilience Worker Kill AS', parent_supplier_id: admin.supplier_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const loadStarted = performance.now();
    const imported = await importUnits(database, {
      supplierId: department.id,
      rows: generateDemoUnits({
        count: unitCount,
        today: todayInBusinessTimeZone(),
        years: 1,
        seed: 11,
        serialPrefix: 'RWK',
      }),
    });
    if (!imported.imported) {
      throw new Error(`import failed: ${JSON.stringify(imported.problems.slice(0, 3))}`);
    }
    await sql`vacuum analyze processed_units`.execute(database);
    const loadSeconds = (performance.now() - loadStarted) / 1_000;

    const token = await signInAdmin(first);
    const order = await graphql<{ order_report: { id: string } }>({
      baseUrl: first.url,
      country: 'no',
      query: 'mutation o($input: OrderReportInput!) { order_report(input: $input) { id } }',
      variables: {
        input: {
          idempotency_key: randomUUID(),
          kind: 'COMPLETE',
          from: '2000-01-01',
          to: '2100-12-31',
          date_column: 'CREATED_AT',
          supplier_id: department.id,
          recipients,
        },
      },
      token,
      clientAddress,
    });
    const reportId = order.data?.order_report.id;
    if (!reportId) throw new Error(`order_report failed: ${order.problem}`);

    let atKill: ReportState | undefined;
    await waitFor(
      'the report to be generating with units written',
      120_000,
      async () => {
        const state = await readReport(first, token, reportId);
        if (state?.status === 'READY') {
          throw new Error('the report was ready before it could be killed: load more units');
        }
        if (state?.status === 'GENERATING' && state.units_done > 0) atKill = state;
        return atKill !== undefined;
      },
      50,
    );
    // The whole process: it runs the job worker itself (no wrapper, no child processes).
    process.kill(first.pid, 'SIGKILL');
    await waitFor('the killed server to exit', 10_000, async () => !first.alive, 20);
    const killedAt = performance.now();
    const afterKill = await database
      .selectFrom('reports')
      .select(['status', 'attempts', 'units_done'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    if (afterKill.status !== 'GENERATING') {
      notes.push(`after the kill the report was ${afterKill.status}, not GENERATING`);
    }

    const restartBeganAt = performance.now();
    const secondStarting = startServer({ ...options, name: 'worker-2' }, context.cleanups);
    // Awaited below; a start that fails meanwhile must not count as an unheard rejection.
    secondStarting.catch(() => undefined);
    // Picked up: a new attempt holds the report (or has already finished it); timed from the
    // spawn of the new process.
    const pickupSeconds =
      (await waitFor(
        'a new attempt to hold the report after the restart',
        recoveryTimeoutMilliseconds,
        async () => {
          const row = await database
            .selectFrom('reports')
            .select(['status', 'attempts'])
            .where('id', '=', reportId)
            .executeTakeFirstOrThrow();
          return row.attempts > afterKill.attempts && row.status !== 'QUEUED';
        },
        100,
      )) / 1_000;
    if (pickupSeconds > pickupGoalSeconds) {
      notes.push(
        `picked up ${pickupSeconds.toFixed(1)} s after the restart began, goal ${pickupGoalSeconds} s`,
      );
    }
    second = await secondStarting;
    const secondToken = await signInAdmin(second);
    let ready: ReportState | undefined;
    await waitFor(
      'the report to be READY after the restart',
      recoveryTimeoutMilliseconds,
      async () => {
        const state = await readReport(second!, secondToken, reportId);
        if (state?.status === 'FAILED') throw new Error('the report FAILED after the restart');
        if (state?.status === 'READY') ready = state;
        return ready !== undefined;
      },
      1_000,
    );
    const recoverySeconds = (performance.now() - restartBeganAt) / 1_000;
    const sinceKillSeconds = (performance.now() - killedAt) / 1_000;
    const attempts = (
      await database
        .selectFrom('reports')
        .select('attempts')
        .where('id', '=', reportId)
        .executeTakeFirstOrThrow()
    ).attempts;

    // One mail per recipient; then a few seconds for any duplicate to show up.
    const mailsOf = (recipient: string) =>
      smtp.received.filter((mail) => mail.to.includes(recipient));
    await waitFor('a mail to every recipient', 60_000, async () =>
      recipients.every((recipient) => mailsOf(recipient).length >= 1),
    );
    await sleep(5_000);
    const rows = (await outbox.rows()).filter((row) => recipients.includes(row.recipient));
    for (const recipient of recipients) {
      const mails = mailsOf(recipient);
      const queued = rows.filter((row) => row.recipient === recipient);
      if (mails.length !== 1) notes.push(`${recipient} received ${mails.length} mails, not 1`);
      if (queued.length !== 1) notes.push(`${queued.length} outbox rows for ${recipient}, not 1`);
      const id = mails[0] ? outboxIdOf(mails[0].raw) : undefined;
      if (mails.length === 1 && !queued.some((row) => row.id === id)) {
        notes.push(`the mail to ${recipient} matches no outbox row (Message-ID ${id})`);
      }
    }

    const xlsx = ready?.files.find((file) => file.format === 'XLSX');
    let xlsxFigure = 'no XLSX';
    if (!xlsx) {
      notes.push('the ready report has no XLSX file');
    } else {
      const response = await fetch(xlsx.download_url, { signal: AbortSignal.timeout(60_000) });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) notes.push(`XLSX download answered HTTP ${response.status}`);
      if (body.subarray(0, 2).toString('latin1') !== 'PK') notes.push('the XLSX is not a zip');
      if (body.length !== xlsx.size_bytes) {
        notes.push(`XLSX download has ${body.length} bytes, the report says ${xlsx.size_bytes}`);
      }
      const unitRows = await unitRowsOf(body).catch((error: unknown) => {
        notes.push(`the XLSX cannot be read: ${String(error)}`);
        return -1;
      });
      if (unitRows !== ready?.units_total) {
        notes.push(`the XLSX has ${unitRows} unit rows, units_total is ${ready?.units_total}`);
      }
      xlsxFigure = `XLSX ${(body.length / 1e6).toFixed(1)} MB with ${unitRows.toLocaleString('en')} rows`;
    }
    if (ready?.units_total !== unitCount) {
      notes.push(`units_total is ${ready?.units_total}, ${unitCount} units were loaded`);
    }
    if (!second.alive) notes.push('the restarted server exited');

    const mailCount = recipients.reduce((sum, recipient) => sum + mailsOf(recipient).length, 0);
    return {
      scenario,
      outcome: notes.length ? 'fail' : 'pass',
      figures:
        `${unitCount.toLocaleString('en')} units loaded in ${loadSeconds.toFixed(0)} s; killed at ` +
        `${atKill?.units_done.toLocaleString('en')}/${atKill?.units_total?.toLocaleString('en')} ` +
        `units; picked up ${pickupSeconds.toFixed(1)} s after the restart began, ` +
        `READY ${recoverySeconds.toFixed(0)} s after it began ` +
        `(${sinceKillSeconds.toFixed(0)} s after the kill, attempt ${attempts}); ` +
        `${mailCount} mails for ${recipients.length} recipients; ${xlsxFigure}`,
      notes,
    };
  } finally {
    await outbox.close();
    await database.destroy();
    await second?.stop();
    await first.stop();
    await smtp.close();
  }
}
