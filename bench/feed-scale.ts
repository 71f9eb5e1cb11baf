/**
 * The feed benchmark's figures at its largest history: serial search and the dashboard read
 * through the API, and a complete report of BENCH_FEED_REPORT_UNITS units (1,200,000 by
 * default) written as CSV and XLSX, each in a process of its own so its peak memory is its own.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { DB } from '../api/src/database/schema.generated.js';
import { growHistory } from './feed-history.js';

const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(benchDirectory, '..', 'node_modules', '.bin', 'tsx');

const searchQuery = `query search_units($serial_number: String!) {
  search_units(serial_number: $serial_number) { serial_number outcome completed_date } }`;

/**
 * Searches serial numbers of the seeded history one after another until the deadline: whole
 * numbers and prefixes that match a few units, as a user types them.
 */
export async function readSerialSearch(
  url: string,
  userToken: string,
  historySize: number,
  deadline: number,
): Promise<{ durations: number[]; found: number }> {
  const durations: number[] = [];
  let found = 0;
  for (let read = 0; performance.now() < deadline; read += 1) {
    const number = Math.floor(Math.random() * historySize);
    const serial = `HIST${number.toString(16).padStart(8, '0')}`;
    const sentAt = performance.now();
    const response = await fetch(`${url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${userToken}` },
      body: JSON.stringify({
        query: searchQuery,
        variables: { serial_number: read % 2 === 0 ? serial : serial.slice(0, -1) },
      }),
    });
    const body = (await response.json()) as {
      errors?: unknown;
      data?: { search_units: unknown[] };
    };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    durations.push(performance.now() - sentAt);
    if (body.data?.search_units.length) found += 1;
  }
  return { durations, found };
}

export interface ReportFileFigures {
  seconds: number;
  units: number;
  peakRssMb: number;
  bytes: number;
  sheets?: number;
}

/** A department of the master with `units` units of its own, for the report files. */
export async function reportDepartment(
  database: Kysely<DB>,
  masterId: string,
  units: number,
): Promise<string> {
  const department = await database
    .insertInto('suppliers')
    .values({ company: 'Feed Bench Report Department AS', parent_supplier_id: masterId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await growHistory(database, department.id, units);
  return department.id;
}

/** Writes the department's complete report in the format, in a process of its own. */
export function writeReportFile(
  format: 'csv' | 'xlsx',
  databaseUrl: string,
  masterId: string,
  departmentId: string,
): ReportFileFigures {
  const output = execFileSync(
    tsx,
    [path.join(benchDirectory, 'report-file.ts'), format, databaseUrl, masterId, departmentId],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      // E.g. a smaller heap (--max-old-space-size=64) shows whether memory is held or only
      // collected lazily.
      env: { ...process.env, NODE_OPTIONS: process.env.BENCH_REPORT_NODE_OPTIONS ?? '' },
    },
  );
  return JSON.parse(output) as ReportFileFigures;
}
