import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { seedDemoSettlements } from './demo-seed.js';

let server: TestServer;
beforeAll(async () => {
  // Own databases: the demo seed covers every top-level supplier it finds.
  server = await startTestServer({}, { taskWorkers: true });
});
afterAll(() => server.close());

describe('the demo settlements and the demo pickups', () => {
  it('settle each finished pickup with valued units in the newest month, naming its job', async () => {
    const database = server.databases.no;
    const user = await createUser(database);
    const token = await signIn(server, user);
    const job = await orderTestJob(server, token);
    const open = await orderTestJob(server, token);
    await database
      .updateTable('jobs')
      .set({ status: 'COMPLETED' })
      .where('id', '=', job.id)
      .execute();
    await importTestUnits(database, user.supplier_id, [
      unitRow({ serial_number: `DSJ-1-${job.id}`, job_number: job.job_number }),
      unitRow({ serial_number: `DSJ-2-${job.id}`, job_number: job.job_number }),
      unitRow({ serial_number: `DSJ-3-${open.id}`, job_number: open.job_number }),
    ]);
    await database
      .updateTable('processed_units')
      .set({ value_amount: '800.25', value_kind: 'resale', valued_at: new Date() })
      .where('supplier_id', '=', user.supplier_id)
      .execute();

    await seedDemoSettlements(database, 'no', server.storage, server.config.provider);
    const lines = await database
      .selectFrom('settlement_lines as line')
      .innerJoin('settlements as settlement', 'settlement.id', 'line.settlement_id')
      .select(['line.job_id', 'line.quantity', 'line.resale_value', 'line.description'])
      .where('settlement.supplier_id', '=', user.supplier_id)
      .where('line.job_id', 'is not', null)
      .execute();
    // Only the finished pickup, once: what its two units were valued at, less the service.
    expect(lines).toEqual([
      {
        job_id: job.id,
        quantity: 2,
        resale_value: '1600.50',
        description: `Pickup ${job.job_number}, units graded and resold`,
      },
    ]);
  });
});
