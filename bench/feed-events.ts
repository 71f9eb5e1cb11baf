/**
 * Sustained unit events over HTTP (batches of 500, one stream of units per client, each unit
 * received, graded, sanitised and completed over four batches) while the dashboard is read.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { percentile } from './timing.js';

const unitsPerStage = 125;
const stages = ['received', 'graded', 'sanitised', 'completed'] as const;

function eventOf(stage: (typeof stages)[number], supplierId: string, serial: string, at: Date) {
  const common = {
    event_id: randomUUID(),
    occurred_at: at.toISOString(),
    supplier_id: supplierId,
    serial_number: serial,
    type: stage,
  };
  if (stage === 'received') {
    return {
      ...common,
      category: 'laptop',
      model: 'Latitude 5430',
      weight_kg: 1.6,
      sanitisation_method: 'software_erasure',
    };
  }
  if (stage === 'graded') return { ...common, grade: 'B' };
  if (stage === 'sanitised') {
    return {
      ...common,
      sanitisation_method: 'software_erasure',
      erasure_standard: 'NIST 800-88 Purge',
      sanitisation_result: 'passed',
    };
  }
  return { ...common, outcome: 'reused' };
}

/** Batch k of a client: received for its units k, graded for k-1, sanitised k-2, completed k-3. */
function batchOf(client: number, batch: number, supplierId: string, runId: string) {
  const events = [];
  for (const [offset, stage] of stages.entries()) {
    const group = batch - offset;
    if (group < 0) continue;
    for (let unit = 0; unit < unitsPerStage; unit += 1) {
      const serial = `EV${runId}-${client}-${group}-${unit}`;
      events.push(eventOf(stage, supplierId, serial, new Date(Date.now() - (3 - offset) * 60_000)));
    }
  }
  return events;
}

const summaryQuery = `query get_unit_summary($filter: UnitSummaryFilter!) { get_unit_summary(filter: $filter) {
  recycled_units reused_units stocked_units in_process_units co2_savings_tons chart { category processed_units } } }`;
const periods = ['TOTAL', 'YEAR', 'YEAR_TO_DATE', 'LAST_SIX_MONTHS'];

/** Reads the dashboard (the demo admin's group) one request after another until the deadline. */
export async function readDashboard(
  url: string,
  userToken: string,
  deadline: number,
  durations: number[],
  /** After each API read, the summary's own SQL straight on the database, to tell them apart. */
  sqlReads?: SqlReads,
): Promise<void> {
  for (let read = 0; performance.now() < deadline; read += 1) {
    const sent = performance.now();
    const response = await fetch(`${url}/graphql/no`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${userToken}` },
      body: JSON.stringify({
        query: summaryQuery,
        variables: {
          filter: { period: periods[read % periods.length], date_column: 'COMPLETED_DATE' },
        },
      }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    durations.push(performance.now() - sent);
    if (sqlReads) {
      const queried = performance.now();
      await sqlReads.client.query(
        `select category, outcome, sum(units)::int, sum(co2e_kg)::float8 from unit_daily_totals
         where supplier_id = any($1::uuid[]) and date_column = 'COMPLETED_DATE'
           and day between '0001-01-01' and '9999-12-31'
         group by category, outcome`,
        [sqlReads.supplierIds],
      );
      sqlReads.durations.push(performance.now() - queried);
    }
  }
}

export interface SqlReads {
  client: pg.Client;
  supplierIds: string[];
  durations: number[];
}

export async function ingestWhileReading(options: {
  url: string;
  providerKey: string;
  userToken: string;
  supplierId: string;
  clients: number;
  seconds: number;
  /** Events per second all clients together send at most; unset: as fast as answered. */
  rate?: number;
  sqlReads: SqlReads;
}): Promise<{
  eventsPerSecond: number;
  applied: number;
  batchP95: number;
  dashboardP95: number;
  dashboardP50: number;
  reads: number;
  sqlP95: number;
}> {
  const runId = randomUUID().slice(0, 6);
  const deadline = performance.now() + options.seconds * 1000;
  let applied = 0;
  const batchDurations: number[] = [];
  const started = performance.now();
  const writer = async (client: number) => {
    let sentEvents = 0;
    for (let batch = 0; performance.now() < deadline; batch += 1) {
      const events = batchOf(client, batch, options.supplierId, runId);
      if (options.rate) {
        // Open loop: each client sends its share of the rate; behind schedule, at once.
        const due = started + ((sentEvents * options.clients) / options.rate) * 1000;
        while (performance.now() < due) {
          await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        }
      }
      sentEvents += events.length;
      const sent = performance.now();
      const response = await fetch(`${options.url}/api/provider/no/unit-events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${options.providerKey}`,
        },
        body: JSON.stringify({ events }),
      });
      const body = (await response.json()) as { applied?: number; rejected?: number };
      if (!response.ok || body.rejected) throw new Error(JSON.stringify(body).slice(0, 500));
      batchDurations.push(performance.now() - sent);
      applied += body.applied ?? 0;
    }
  };
  const readDurations: number[] = [];
  options.sqlReads.durations.length = 0;
  const reader = () =>
    readDashboard(options.url, options.userToken, deadline, readDurations, options.sqlReads);
  await Promise.all([
    ...Array.from({ length: options.clients }, (_, client) => writer(client)),
    reader(),
  ]);
  const seconds = (performance.now() - started) / 1000;
  return {
    eventsPerSecond: applied / seconds,
    applied,
    batchP95: percentile(batchDurations, 0.95),
    dashboardP50: percentile(readDurations, 0.5),
    dashboardP95: percentile(readDurations, 0.95),
    reads: readDurations.length,
    sqlP95: percentile(options.sqlReads.durations, 0.95),
  };
}
