import { createUser } from './factories.js';
import { orderTestJob } from './job-factories.js';
import { signIn } from './sign-in.js';
import type { TestServer } from './test-server.js';
import {
  answerUnitHoldsMutation,
  getUnitHoldsQuery,
  holdIdsOf,
  placeTestHolds,
  type TestUnitHold,
  type TestUnitHoldPage,
} from './unit-hold-factories.js';

/** get_unit_holds and answer_unit_holds as a user's token asks them. */
export function unitHoldRequests(serverOf: () => TestServer) {
  return {
    list: (token: string, variables: Record<string, unknown> = {}) =>
      serverOf().graphql<{ get_unit_holds: TestUnitHoldPage }>({
        query: getUnitHoldsQuery,
        token,
        variables,
      }),
    answer: (token: string, variables: Record<string, unknown>) =>
      serverOf().graphql<{ answer_unit_holds: { answered: number; holds: TestUnitHold[] } }>({
        query: answerUnitHoldsMutation,
        token,
        variables,
      }),
  };
}

/**
 * A fresh supplier's admin (Ada Holm) with a job, three held units of it (C02-HELD-A on its
 * retirement list as AT-0001, LAPTOP-ADA) and one held unit of no job (C02-HELD-D).
 */
export async function customerWithTestHolds(server: TestServer, providerKey: string) {
  const database = server.databases.no;
  const admin = await createUser(database, {
    is_admin: true,
    first_name: 'Ada',
    last_name: 'Holm',
  });
  const token = await signIn(server, admin);
  const job = await orderTestJob(server, token);
  await database
    .insertInto('job_expected_assets')
    .values({
      job_id: job.id,
      supplier_id: admin.supplier_id,
      serial_number: 'c02-held-a',
      asset_tag: 'AT-0001',
      device_name: 'LAPTOP-ADA',
    })
    .execute();
  await placeTestHolds(server, providerKey, admin.supplier_id, [
    { serialNumber: 'C02-HELD-A', jobNumber: job.job_number },
    {
      serialNumber: 'C02-HELD-B',
      jobNumber: job.job_number,
      held: { reason: 'mdm_enrolment', occurred_at: '2026-03-03T09:00:00Z' },
    },
    {
      serialNumber: 'C02-HELD-C',
      jobNumber: job.job_number,
      held: { reason: 'missing_parts', occurred_at: '2026-03-04T09:00:00Z', value_at_stake: 10 },
    },
    { serialNumber: 'C02-HELD-D', held: { reason: 'other', occurred_at: '2026-03-01T09:00:00Z' } },
  ]);
  return { admin, token, job, ids: await holdIdsOf(database, admin.supplier_id) };
}
