import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createProviderKey } from '../../infrastructure/provider-keys/service.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { customerWithReceivedUnits } from '../../test-support/unit-event-customers.js';
import { sendUnitEvents, unitEventId } from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
let providerKey: string;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
  ({ key: providerKey } = await createProviderKey(database, 'ERP with jobs'));
});
afterAll(() => server.close());

const importMutation = `mutation ($input: SettlementImport!) {
  import_settlement(input: $input) { id lines { position job { job_number } } }
}`;

function settlementInput(supplierId: string, jobNumbers: (string | null)[]) {
  return {
    supplier_id: supplierId,
    settlement_number: `JOB-${Math.random().toString(36).slice(2, 10)}`,
    period_type: 'monthly',
    period_start: '2026-03-01',
    lines: jobNumbers.map((jobNumber, index) => ({
      description: `Line ${index + 1}`,
      quantity: 1,
      resale_value: '1000.00',
      service_costs: '100.00',
      job_number: jobNumber,
    })),
  };
}

/** A customer with report access, a job and two of its units valued by the provider. */
async function customerWithValuedJob() {
  const { user, token, job, serials } = await customerWithReceivedUnits(server, providerKey, {
    serials: ['A', 'B', 'C'].map(
      (letter) => `SET-${letter}-${Math.random().toString(36).slice(2, 8)}`,
    ),
    user: { has_report_access: true },
  });
  const events = [
    ['600.00', 'resale'],
    ['25.50', 'scrap'],
  ].map(([value, kind], index) => ({
    event_id: unitEventId(),
    type: 'valued',
    occurred_at: '2026-03-20T08:00:00Z',
    supplier_id: user.supplier_id,
    serial_number: serials[index],
    value: Number(value),
    value_kind: kind,
  }));
  expect((await sendUnitEvents(server, providerKey, events)).body.applied).toBe(2);
  return { user, token, job };
}

describe("a settlement's lines lead to the jobs they settle", () => {
  it("show the job and its units' values beside what the line pays", async () => {
    const { user, token, job } = await customerWithValuedJob();
    const imported = await server.graphql<{ import_settlement: { id: string } }>({
      query: importMutation,
      variables: { input: settlementInput(user.supplier_id, [job.job_number, null]) },
      token: providerKey,
    });
    expect(imported.body.errors).toBeUndefined();

    const lines = await server.graphql<{
      get_settlement_lines: { lines: { position: number; resale_value: string; job: unknown }[] };
    }>({
      query: `query ($id: ID!) { get_settlement_lines(settlement_id: $id) {
        lines { position resale_value job { id job_number
          unit_values { units valued_units total resale scrap currency } } } } }`,
      variables: { id: imported.body.data!.import_settlement.id },
      token,
    });
    expect(lines.body.errors).toBeUndefined();
    expect(lines.body.data?.get_settlement_lines.lines).toEqual([
      {
        position: 1,
        resale_value: '1000.00',
        job: {
          id: job.id,
          job_number: job.job_number,
          unit_values: {
            units: 3,
            valued_units: 2,
            total: '625.50',
            resale: '600.00',
            scrap: '25.50',
            currency: 'NOK',
          },
        },
      },
      { position: 2, resale_value: '1000.00', job: null },
    ]);

    // The lines' export says the same: the job's number and its units' value beside the amounts.
    const file = await fetch(
      `${server.url}/files/no/exports/settlement-lines.csv?settlement_id=${imported.body.data!.import_settlement.id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const rows = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((row) => row.split(/[,;]/).slice(-2));
    expect(rows).toEqual([
      ['Job', "Units' value"],
      [job.job_number, '625.50'],
      ['', ''],
    ]);
  });

  it("refuses a job number the supplier has no job with (another supplier's job too), storing nothing", async () => {
    const { user } = await customerWithValuedJob();
    const other = await customerWithValuedJob();
    for (const jobNumber of ['J-1999-000001', other.job.job_number]) {
      const input = settlementInput(user.supplier_id, [null, jobNumber]);
      const refused = await server.graphql({
        query: importMutation,
        variables: { input },
        token: providerKey,
      });
      expect(errorCodeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.body.errors?.[0]?.message).toBe(
        `Line 2: the supplier has no job ${jobNumber}.`,
      );
      const stored = await database
        .selectFrom('settlements')
        .select('id')
        .where('settlement_number', '=', input.settlement_number)
        .execute();
      expect(stored).toEqual([]);
    }
  });
});
