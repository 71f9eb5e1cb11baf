import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../database/connections.js';
import { createProviderKey } from '../../../infrastructure/provider-keys/service.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { customerWithReceivedUnits } from '../../../test-support/unit-event-customers.js';
import { sendUnitEvents, unitEventId } from '../../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
let providerKey: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key: providerKey } = await createProviderKey(database, 'Valuation system'));
});
afterAll(() => server.close());

const serial = () => `VAL-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

function valuedEvent(
  supplierId: string,
  serialNumber: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    event_id: unitEventId(),
    type: 'valued',
    occurred_at: '2026-03-10T08:00:00Z',
    supplier_id: supplierId,
    serial_number: serialNumber,
    value: 1250.5,
    value_kind: 'resale',
    ...overrides,
  };
}

/** A signed-in customer with a job and the given number of units received into it. */
const customerWithUnits = (count: number) =>
  customerWithReceivedUnits(server, providerKey, {
    serials: Array.from({ length: count }, serial),
  });

async function unitValue(token: string, serialNumber: string, supplierId: string) {
  const unit = await database
    .selectFrom('processed_units')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('serial_number', '=', serialNumber)
    .executeTakeFirstOrThrow();
  const answer = await server.graphql<{
    get_unit: { value: { amount: string; kind: string; currency: string } | null };
  }>({
    query: `query ($id: ID!) { get_unit(id: $id) { value { amount kind currency valued_at } } }`,
    variables: { id: unit.id },
    token,
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.get_unit.value;
}

describe('a unit valued by the provider (valued unit event)', () => {
  it("shows on the unit, sums on the job and reaches the register's outcome list", async () => {
    const { user, token, job, serials } = await customerWithUnits(3);
    const [resold, scrapped, unvalued] = serials as [string, string, string];
    const valued = await sendUnitEvents(server, providerKey, [
      valuedEvent(user.supplier_id, resold),
      valuedEvent(user.supplier_id, scrapped, { value: 12, value_kind: 'scrap' }),
    ]);
    expect(valued.body).toMatchObject({ applied: 2, rejected: 0 });

    expect(await unitValue(token, resold, user.supplier_id)).toMatchObject({
      amount: '1250.50',
      kind: 'resale',
      currency: 'NOK',
      valued_at: '2026-03-10T08:00:00.000Z',
    });
    expect(await unitValue(token, unvalued, user.supplier_id)).toBeNull();

    const jobValues = await server.graphql<{ get_job: { unit_values: Record<string, unknown> } }>({
      query: `query ($id: ID!) { get_job(id: $id) {
        unit_values { units valued_units total resale scrap currency } } }`,
      variables: { id: job.id },
      token,
    });
    expect(jobValues.body.data?.get_job.unit_values).toEqual({
      units: 3,
      valued_units: 2,
      total: '1262.50',
      resale: '1250.50',
      scrap: '12.00',
      currency: 'NOK',
    });

    const units = await server.graphql<{
      get_job_units: { units: { serial_number: string; value: { amount: string } | null }[] };
    }>({
      query: `query ($id: ID!) { get_job_units(job_id: $id) {
        units { serial_number value { amount kind } } } }`,
      variables: { id: job.id },
      token,
    });
    const listed = new Map(
      units.body.data?.get_job_units.units.map((unit) => [unit.serial_number, unit.value]),
    );
    expect(listed.get(scrapped)).toEqual({ amount: '12.00', kind: 'scrap' });
    expect(listed.get(unvalued)).toBeNull();

    // The units' export has the values as the list shows them.
    const exported = await fetch(`${server.url}/files/no/exports/job-units.csv?job_id=${job.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = (await exported.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((row) => row.split(/[,;]/));
    expect(rows[0]?.slice(-2)).toEqual(['Value', 'Currency']);
    const exportedValue = new Map(rows.slice(1).map((row) => [row[0], row.slice(-2)]));
    expect(exportedValue.get(resold)).toEqual(['1250.50', 'NOK']);
    expect(exportedValue.get(unvalued)).toEqual(['', '']);

    const outcomes = await fetch(`${server.url}/api/units/no/outcomes?job_id=${job.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await outcomes.json()) as {
      outcomes: {
        serial_number: string;
        value: string | null;
        value_kind: string | null;
        currency: string | null;
      }[];
    };
    const outcome = new Map(page.outcomes.map((row) => [row.serial_number, row]));
    expect(outcome.get(resold)).toMatchObject({
      value: '1250.50',
      value_kind: 'resale',
      currency: 'NOK',
    });
    expect(outcome.get(unvalued)).toMatchObject({ value: null, value_kind: null, currency: null });
  });

  it('keeps the latest value: a later report replaces it, an older one is stale', async () => {
    const { user, token, serials } = await customerWithUnits(1);
    const [unit] = serials as [string];
    const first = valuedEvent(user.supplier_id, unit, { value: 900 });
    const later = valuedEvent(user.supplier_id, unit, {
      value: 40,
      value_kind: 'scrap',
      occurred_at: '2026-03-12T08:00:00Z',
    });
    const older = valuedEvent(user.supplier_id, unit, {
      value: 5000,
      occurred_at: '2026-03-01T08:00:00Z',
    });
    expect((await sendUnitEvents(server, providerKey, [first])).body.applied).toBe(1);
    expect((await sendUnitEvents(server, providerKey, [later])).body.applied).toBe(1);
    const late = await sendUnitEvents(server, providerKey, [older, first]);
    expect(late.body).toMatchObject({ stale: 1, duplicate: 1, applied: 0 });
    expect(await unitValue(token, unit, user.supplier_id)).toMatchObject({
      amount: '40.00',
      kind: 'scrap',
    });
  });

  it("brings the unit back in the register's change-ordered list when it is valued", async () => {
    const { user, token, job, serials } = await customerWithUnits(2);
    const read = async (after?: string) => {
      const query = new URLSearchParams({ job_id: job.id, ...(after ? { after } : {}) });
      const response = await fetch(`${server.url}/api/units/no/outcomes?${query.toString()}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as {
        outcomes: { serial_number: string; value: string | null }[];
        next_cursor: string;
      };
    };
    const first = await read();
    expect(first.outcomes).toHaveLength(2);
    expect((await read(first.next_cursor)).outcomes).toEqual([]);

    await sendUnitEvents(server, providerKey, [valuedEvent(user.supplier_id, serials[1]!)]);
    const changed = await read(first.next_cursor);
    expect(changed.outcomes.map((outcome) => [outcome.serial_number, outcome.value])).toEqual([
      [serials[1], '1250.50'],
    ]);
  });

  it('refuses a bad value or a unit not received, storing nothing of it', async () => {
    const { user, token, serials } = await customerWithUnits(1);
    const [unit] = serials as [string];
    const answer = await sendUnitEvents(server, providerKey, [
      valuedEvent(user.supplier_id, unit, { value: 10.005 }),
      valuedEvent(user.supplier_id, unit, { value: -1 }),
      valuedEvent(user.supplier_id, unit, { value_kind: 'gold' }),
      valuedEvent(user.supplier_id, unit, { value: '100' }),
      valuedEvent(user.supplier_id, 'NEVER-RECEIVED'),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result) => result.code)).toEqual([
      'INVALID_EVENT',
      'INVALID_EVENT',
      'INVALID_EVENT',
      'INVALID_EVENT',
      'UNIT_NOT_RECEIVED',
    ]);
    expect(await unitValue(token, unit, user.supplier_id)).toBeNull();
  });

  it("never values another supplier's unit of the same serial number", async () => {
    const { user, token, serials } = await customerWithUnits(1);
    const other = await customerWithUnits(0);
    const [unit] = serials as [string];
    const answer = await sendUnitEvents(server, providerKey, [
      valuedEvent(other.user.supplier_id, unit),
    ]);
    expect(answer.body.results[0]?.code).toBe('UNIT_NOT_RECEIVED');
    expect(await unitValue(token, unit, user.supplier_id)).toBeNull();
  });
});
