import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import type { TestJob } from '../../test-support/job-factories.js';
import {
  reconciliationQuery,
  setExpectedAssetsMutation,
} from '../../test-support/reconciliation-factories.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { customerWithReceivedUnits } from '../../test-support/unit-event-customers.js';
import {
  answerUnitHoldsMutation,
  heldEvent,
  holdIdsOf,
  sendUnitEvents,
  unitEventId,
} from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
let providerKey: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key: providerKey } = await createProviderKey(database, 'Warehouse system'));
});
afterAll(() => server.close());

interface OutcomeRow {
  serial_number: string;
  status: string;
  outcome: string | null;
}

/** The provider's events, each of which must be applied. */
async function send(events: unknown[]): Promise<void> {
  const { body } = await sendUnitEvents(server, providerKey, events);
  if (body.applied !== events.length) throw new Error(`Not applied: ${JSON.stringify(body)}`);
}

async function answer(token: string, holdId: string | undefined, decision: string) {
  const answered = await server.graphql({
    query: answerUnitHoldsMutation,
    token,
    variables: { hold_ids: [holdId], decision, note: 'Answered in the test.' },
  });
  expect(answered.body.errors).toBeUndefined();
}

async function outcomesOf(token: string, job: TestJob): Promise<Record<string, string | null>> {
  const response = await server.graphql<{ get_job_reconciliation: { rows: OutcomeRow[] } }>({
    query: reconciliationQuery,
    token,
    variables: { job_id: job.id },
  });
  const rows = response.body.data?.get_job_reconciliation.rows;
  if (!rows) throw new Error(JSON.stringify(response.body.errors));
  return Object.fromEntries(rows.map((row) => [row.serial_number, row.outcome]));
}

/**
 * A pickup with a retirement list of five devices: four received with the job's number, three of
 * them held, one completed as reused, one never received.
 */
async function jobWithHolds() {
  const tag = randomUUID().slice(0, 8);
  const serials = {
    held: `HOLD-${tag}`,
    released: `RELEASE-${tag}`,
    destroyed: `DESTROY-${tag}`,
    reused: `REUSE-${tag}`,
    missing: `MISSING-${tag}`,
  };
  const { held, released, destroyed, reused } = serials;
  const at = (minute: number) => `2026-03-02T08:${String(minute).padStart(2, '0')}:00Z`;
  const { user, token, job } = await customerWithReceivedUnits(server, providerKey, {
    serials: [held, released, destroyed, reused],
    user: { phone: '+47 900 00 000' },
    received: { occurred_at: at(0) },
  });
  const stored = await server.graphql({
    query: setExpectedAssetsMutation,
    token,
    variables: {
      job_id: job.id,
      assets: Object.values(serials).map((serial, index) => ({
        serial_number: serial,
        asset_tag: `AT-${index}`,
      })),
    },
  });
  expect(stored.body.errors).toBeUndefined();
  const supplierId = user.supplier_id;
  await send([
    heldEvent(supplierId, held, { occurred_at: at(1) }),
    heldEvent(supplierId, released, { occurred_at: at(1), reason: 'mdm_enrolment' }),
    heldEvent(supplierId, destroyed, { occurred_at: at(1) }),
    completed(supplierId, reused, 'reused', at(2)),
  ]);
  return { token, job, supplierId, serials };
}

function completed(supplierId: string, serial: string, outcome: string, occurredAt: string) {
  return {
    event_id: unitEventId(),
    type: 'completed',
    occurred_at: occurredAt,
    supplier_id: supplierId,
    serial_number: serial,
    outcome,
  };
}

describe("a job's reconciliation gives each received unit's outcome for the asset register", () => {
  it('is on hold while a hold is open, in process once released, destroyed once shredded', async () => {
    const { token, job, supplierId, serials } = await jobWithHolds();
    expect(await outcomesOf(token, job)).toEqual({
      [serials.held]: 'ON_HOLD',
      [serials.released]: 'ON_HOLD',
      [serials.destroyed]: 'ON_HOLD',
      [serials.reused]: 'REUSED',
      [serials.missing]: null,
    });

    const holds = await holdIdsOf(database, supplierId);
    await answer(token, holds[serials.released], 'release');
    await answer(token, holds[serials.destroyed], 'destroy');
    // As asked: the provider shreds the unit and recycles its material.
    await send([
      {
        event_id: unitEventId(),
        type: 'sanitised',
        occurred_at: '2026-03-03T08:00:00Z',
        supplier_id: supplierId,
        serial_number: serials.destroyed,
        sanitisation_method: 'physical_destruction',
        erasure_standard: 'Shredded to 20 mm',
        sanitisation_result: 'passed',
      },
      completed(supplierId, serials.destroyed, 'recycled', '2026-03-03T09:00:00Z'),
    ]);

    expect(await outcomesOf(token, job)).toEqual({
      [serials.held]: 'ON_HOLD',
      [serials.released]: 'IN_PROCESS',
      [serials.destroyed]: 'DESTROYED',
      [serials.reused]: 'REUSED',
      [serials.missing]: null,
    });
  });

  it("exports the outcome in the reader's words, as CSV and XLSX", async () => {
    const { token, job, serials } = await jobWithHolds();
    const csv = await fetch(`${server.url}/api/jobs/no/${job.id}/reconciliation/csv?language=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    const [header, ...lines] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.split(',').at(-1)).toBe('Outcome');
    const outcomeBySerial = Object.fromEntries(
      lines.map((line): [string, string] => {
        const cells = line.split(',');
        return [cells[0] ?? '', cells.at(-1) ?? ''];
      }),
    );
    expect(outcomeBySerial).toMatchObject({
      [serials.held]: 'On hold',
      [serials.reused]: 'Reused',
    });
    expect(Object.values(outcomeBySerial).filter((outcome) => outcome === '')).toHaveLength(1);

    const xlsx = await fetch(
      `${server.url}/api/jobs/no/${job.id}/reconciliation/xlsx?language=fi`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const outcomes = new Map<string, string>();
    sheet?.eachRow((row) => outcomes.set(row.getCell(1).text, row.getCell(row.cellCount).text));
    expect(outcomes.get('Sarjanumero')).toBe('Lopputulos');
    expect(outcomes.get(serials.held)).toBe('Pysäytetty');
    expect(outcomes.get(serials.reused)).toBe('Uudelleenkäytetty');
  });
});
