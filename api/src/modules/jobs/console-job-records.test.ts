import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestStaff, signInStaff } from '../../test-support/staff-factories.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
let managerToken: string;
let supportToken: string;
beforeAll(async () => {
  server = await startTestServer();
  managerToken = await signInStaff(
    server,
    await createTestStaff(server, { role: 'account_manager', name: 'Kari Konsoll' }),
  );
  supportToken = await signInStaff(server, await createTestStaff(server, { role: 'support' }));
});
afterAll(() => server.close());

const sealsMutation = /* GraphQL */ `
  mutation console_record_job_seals($id: ID!, $seals: [String!]!) {
    console_record_job_seals(id: $id, seals: $seals) {
      job_number
      added
      seals
    }
  }
`;
const unitsMutation = /* GraphQL */ `
  mutation console_link_job_units($id: ID!, $serial_numbers: [String!]!) {
    console_link_job_units(id: $id, serial_numbers: $serial_numbers) {
      linked
      unknown_serial_numbers
    }
  }
`;
const sealsQuery = 'query console_job_seals($id: ID!) { console_job_seals(id: $id) }';

async function customerWithJob() {
  const customer = await createUser(server.databases.no, { is_admin: true });
  const token = await signIn(server, customer);
  const job = await orderTestJob(server, token);
  return { customer, token, job };
}

describe("a job's seals and units in the console", () => {
  it('records seals once each and links the customer’s units, which the customer then sees', async () => {
    const { customer, token, job } = await customerWithJob();
    const first = await server.graphql<{
      console_record_job_seals: { added: number; seals: string[] };
    }>({
      query: sealsMutation,
      variables: { id: job.id, seals: ['S-200', ' S-100 ', 'S-200'] },
      token: managerToken,
    });
    expect(first.body.data?.console_record_job_seals).toMatchObject({
      added: 2,
      seals: ['S-100', 'S-200'],
    });
    const again = await server.graphql<{ console_record_job_seals: { added: number } }>({
      query: sealsMutation,
      variables: { id: job.id, seals: ['S-100'] },
      token: managerToken,
    });
    expect(again.body.data?.console_record_job_seals.added).toBe(0);
    const read = await server.graphql<{ console_job_seals: string[] }>({
      query: sealsQuery,
      variables: { id: job.id },
      token: supportToken,
    });
    expect(read.body.data?.console_job_seals).toEqual(['S-100', 'S-200']);

    const units = [unitRow({ job_number: '' }), unitRow({ job_number: '' })];
    await importTestUnits(server.databases.no, customer.supplier_id, units);
    const linked = await server.graphql<{
      console_link_job_units: { linked: number; unknown_serial_numbers: string[] };
    }>({
      query: unitsMutation,
      variables: {
        id: job.id,
        serial_numbers: [...units.map((unit) => String(unit.serial_number)), 'NOT-THEIRS'],
      },
      token: managerToken,
    });
    expect(linked.body.data?.console_link_job_units).toEqual({
      linked: 2,
      unknown_serial_numbers: ['NOT-THEIRS'],
    });
    const seen = await server.graphql<{ get_job: { processed_unit_count: number } }>({
      query: `{ get_job(id: "${job.id}") { processed_unit_count } }`,
      token,
    });
    expect(seen.body.data?.get_job.processed_unit_count).toBe(2);
    const log = await server.databases.no
      .selectFrom('staff_audit_events')
      .select(['action', 'details'])
      .where('target_id', '=', job.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'job.seals_recorded', details: { added: 2 } },
      { action: 'job.units_linked', details: { linked: 2, unknown: 1 } },
    ]);
  });

  it('refuses support, bad input and unknown jobs, recording nothing', async () => {
    const { job } = await customerWithJob();
    const refusals: [string, Record<string, unknown>, string, string][] = [
      [sealsMutation, { id: job.id, seals: ['S-1'] }, supportToken, 'FORBIDDEN'],
      [sealsMutation, { id: job.id, seals: [] }, managerToken, 'BAD_USER_INPUT'],
      [sealsMutation, { id: job.id, seals: ['x'.repeat(101)] }, managerToken, 'BAD_USER_INPUT'],
      [
        sealsMutation,
        { id: job.id, seals: Array.from({ length: 101 }, (_, i) => `S${i}`) },
        managerToken,
        'BAD_USER_INPUT',
      ],
      [
        sealsMutation,
        { id: '00000000-0000-4000-8000-000000000000', seals: ['S-1'] },
        managerToken,
        'NOT_FOUND',
      ],
      [sealsMutation, { id: job.job_number, seals: ['S-1'] }, managerToken, 'NOT_FOUND'],
      [unitsMutation, { id: job.id, serial_numbers: ['A'] }, supportToken, 'FORBIDDEN'],
      [unitsMutation, { id: job.id, serial_numbers: [] }, managerToken, 'BAD_USER_INPUT'],
    ];
    for (const [query, variables, token, code] of refusals) {
      const answer = await server.graphql({ query, variables, token });
      expect(errorCodeOf(answer), JSON.stringify(variables).slice(0, 80)).toBe(code);
    }
    const seals = await server.databases.no
      .selectFrom('job_seals')
      .select('seal_number')
      .where('job_id', '=', job.id)
      .execute();
    expect(seals).toEqual([]);
    const logged = await server.databases.no
      .selectFrom('staff_audit_events')
      .select('action')
      .where('target_id', '=', job.id)
      .execute();
    expect(logged).toEqual([]);
  });
});
