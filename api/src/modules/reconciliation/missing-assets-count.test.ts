import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { uploadExpectedAssets } from '../../test-support/reconciliation-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

// The jobs list reads the count kept on the job; every change that can alter it recounts it.
describe("the jobs list's count of unresolved missing assets", () => {
  it('follows the list, the units received, changed and moved, and a replaced list', async () => {
    const user = await createUser(database, { phone: '+47 900 00 000' });
    const token = await signIn(server, user);
    const job = await orderTestJob(server, token);
    const missingOnList = async () => {
      const response = await server.graphql<{
        get_jobs: { jobs: { id: string; unresolved_missing_assets: number }[] };
      }>({ query: `query { get_jobs { jobs { id unresolved_missing_assets } } }`, token });
      return response.body.data?.get_jobs.jobs.find((listed) => listed.id === job.id)
        ?.unresolved_missing_assets;
    };
    const upload = async (serials: string[]) => {
      const answer = await uploadExpectedAssets(
        server,
        token,
        { name: 'list.csv', bytes: `Serial\n${serials.join('\n')}\n` },
        { jobId: job.id },
      );
      expect(answer.status).toBe(200);
    };

    // Received before the list: M-A under the job, M-B without a job number.
    await importTestUnits(database, user.supplier_id, [
      unitRow({ serial_number: 'M-A', job_number: job.job_number }),
      unitRow({ serial_number: 'M-B', job_number: '' }),
    ]);
    expect(await missingOnList()).toBe(0);
    await upload(['m-a', 'M-B', 'M-C']);
    expect(await missingOnList()).toBe(2);

    // M-B is booked on the job, then M-C arrives.
    await database
      .updateTable('processed_units')
      .set({ job_number: job.job_number })
      .where('supplier_id', '=', user.supplier_id)
      .where('serial_number', '=', 'M-B')
      .execute();
    expect(await missingOnList()).toBe(1);
    await importTestUnits(database, user.supplier_id, [
      unitRow({ serial_number: 'M-C', job_number: job.job_number }),
    ]);
    expect(await missingOnList()).toBe(0);

    // A serial corrected away from the list, and a unit moved to another supplier.
    await sql`update processed_units set serial_number = 'M-A2'
      where supplier_id = ${user.supplier_id} and serial_number = 'M-A'`.execute(database);
    expect(await missingOnList()).toBe(1);
    const other = await createSupplier(database);
    await sql`update processed_units set supplier_id = ${other.id}
      where supplier_id = ${user.supplier_id} and serial_number = 'M-C'`.execute(database);
    expect(await missingOnList()).toBe(2);
    // A change that leaves serial, job and supplier alone recounts nothing and changes nothing.
    await database
      .updateTable('processed_units')
      .set({ grade: 'B' })
      .where('supplier_id', '=', user.supplier_id)
      .execute();
    expect(await missingOnList()).toBe(2);

    // A new list replaces the old: M-B is received, M-D is not.
    await upload(['M-B', 'M-D']);
    expect(await missingOnList()).toBe(1);
  });

  it('stays right when two transactions book units on the job at the same time', async () => {
    const user = await createUser(database, { phone: '+47 900 00 000' });
    const token = await signIn(server, user);
    const job = await orderTestJob(server, token);
    await importTestUnits(database, user.supplier_id, [
      unitRow({ serial_number: 'C-A', job_number: '' }),
      unitRow({ serial_number: 'C-B', job_number: '' }),
    ]);
    const answer = await uploadExpectedAssets(
      server,
      token,
      { name: 'list.csv', bytes: 'Serial\nC-A\nC-B\n' },
      { jobId: job.id },
    );
    expect(answer.status).toBe(200);
    const book = (serial: string) => sql`update processed_units set job_number = ${job.job_number}
      where supplier_id = ${user.supplier_id} and serial_number = ${serial}`;
    const storedCount = async () =>
      (
        await database
          .selectFrom('jobs')
          .select('unresolved_missing_assets')
          .where('id', '=', job.id)
          .executeTakeFirstOrThrow()
      ).unresolved_missing_assets;
    expect(await storedCount()).toBe(2);

    // The first books C-A and keeps its transaction open; the second books C-B meanwhile.
    let firstBooked = () => {};
    const booked = new Promise<void>((resolve) => (firstBooked = resolve));
    let commitFirst = () => {};
    const firstCommitted = new Promise<void>((resolve) => (commitFirst = resolve));
    const first = database.transaction().execute(async (transaction) => {
      await book('C-A').execute(transaction);
      firstBooked();
      await firstCommitted;
    });
    await booked;
    let secondProcess: number | undefined;
    const second = database.transaction().execute(async (transaction) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        transaction,
      );
      secondProcess = rows[0]?.pid;
      await book('C-B').execute(transaction);
    });
    // The second waits for the first's lock on the job ...
    await expect
      .poll(async () => {
        const { rows } = await sql<{ waiting: boolean }>`
          select wait_event_type = 'Lock' as waiting from pg_stat_activity
          where pid = ${secondProcess ?? -1}`.execute(database);
        return rows[0]?.waiting ?? false;
      })
      .toBe(true);
    // ... and, once the first has committed, counts with both units received.
    commitFirst();
    await Promise.all([first, second]);
    expect(await storedCount()).toBe(0);
  });
});
