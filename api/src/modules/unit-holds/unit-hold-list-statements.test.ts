import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import {
  expectFixedStatementsPerPage,
  statementsOfDownload,
} from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { insertTestHold } from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let token: string;
let fewHoldsToken: string;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  const database = server.databases.no;
  // A master account's group: 40 held units of a department's job, half of them on its
  // retirement list, a third answered by the master's user.
  const group = await createSupplierGroup(database, 1);
  const department = group.subSuppliers[0]!;
  const user = await createUser(database, { supplier_id: group.master.id });
  token = await signIn(server, user);
  const departmentUser = await createUser(database, { supplier_id: department.id });
  const job = await orderTestJob(server, await signIn(server, departmentUser));
  const prefix = `HS-${randomUUID().slice(0, 6)}-`;
  await sql`
    insert into processed_units (supplier_id, serial_number, category, outcome,
      sanitisation_method, sanitisation_result, created_at, job_number)
    select ${department.id}, ${prefix} || i, 'laptop', 'in_process', 'software_erasure',
      'pending', now(), ${job.job_number}
    from generate_series(1, 40) as i`.execute(database);
  await sql`
    insert into job_expected_assets (job_id, supplier_id, serial_number, asset_tag, device_name)
    select ${job.id}, ${department.id}, ${prefix} || i, 'AT-' || i, 'PC-' || i
    from generate_series(1, 20) as i`.execute(database);
  await sql`
    insert into unit_holds (supplier_id, unit_id, reason, placed_at, placed_by_event_id,
      respond_by, state, answered_at, answered_by, answer_note)
    select unit.supplier_id, unit.id, 'activation_lock', now(), 'event-' || unit.id,
      now() + interval '7 days',
      case when unit.id % 3 = 0 then 'released' else 'open' end,
      case when unit.id % 3 = 0 then now() end,
      case when unit.id % 3 = 0 then ${user.id}::uuid end,
      case when unit.id % 3 = 0 then 'Released.' end
    from processed_units unit
    where unit.serial_number like ${`${prefix}%`}`.execute(database);
  const fewHolds = await createUser(database);
  for (let count = 0; count < 3; count += 1) await insertTestHold(database, fewHolds.supplier_id);
  fewHoldsToken = await signIn(server, fewHolds);
});
afterAll(() => server.close());

describe('the processing holds list runs a fixed number of statements whatever the page size', () => {
  it('runs as many statements for 30 holds as for 3', async () => {
    await expectFixedStatementsPerPage(server, { token, field: 'get_unit_holds', rows: 'holds' });
  });

  it('exports 3 holds and 40 with as many statements', async () => {
    for (const format of ['csv', 'xlsx']) {
      const path = `/files/no/exports/unit-holds.${format}`;
      expect(await statementsOfDownload(server, { token: fewHoldsToken, path })).toBe(
        await statementsOfDownload(server, { token, path }),
      );
    }
  });
});
