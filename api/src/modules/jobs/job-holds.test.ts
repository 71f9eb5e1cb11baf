import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import {
  answerTestHold,
  createTestUnit,
  createUnitHold,
} from '../../test-support/unit-hold-factories.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

async function openHolds(token: string, jobId: string) {
  const [detail, list] = await Promise.all([
    server.graphql<{ get_job: { open_holds: number } }>({
      query: `query ($id: ID!) { get_job(id: $id) { open_holds } }`,
      token,
      variables: { id: jobId },
    }),
    server.graphql<{ get_jobs: { jobs: { id: string; open_holds: number }[] } }>({
      query: `query { get_jobs(page_size: 100) { jobs { id open_holds } } }`,
      token,
    }),
  ]);
  const listed = list.body.data?.get_jobs.jobs.find((job) => job.id === jobId);
  return { detail: detail.body.data?.get_job.open_holds, listed: listed?.open_holds };
}

describe("a job's open holds", () => {
  it("count the job's units on hold, not answered holds nor other jobs' units", async () => {
    const user = await createUser(database);
    const token = await signIn(server, user);
    const job = await orderTestJob(server, token);
    const other = await orderTestJob(server, token);
    expect(await openHolds(token, job.id)).toEqual({ detail: 0, listed: 0 });

    const supplierId = user.supplier_id;
    const held = await createTestUnit(database, supplierId, { job_number: job.job_number });
    const alsoHeld = await createTestUnit(database, supplierId, { job_number: job.job_number });
    const answered = await createTestUnit(database, supplierId, { job_number: job.job_number });
    const otherJobs = await createTestUnit(database, supplierId, { job_number: other.job_number });
    await createUnitHold(database, { supplierId, unitId: held.id });
    await createUnitHold(database, { supplierId, unitId: alsoHeld.id, reason: 'mdm_enrolment' });
    const release = await createUnitHold(database, { supplierId, unitId: answered.id });
    await answerTestHold(database, release.id, { note: 'Released in our MDM' });
    await createUnitHold(database, { supplierId, unitId: otherJobs.id });

    expect(await openHolds(token, job.id)).toEqual({ detail: 2, listed: 2 });
    expect(await openHolds(token, other.id)).toEqual({ detail: 1, listed: 1 });
  });

  it("never count another supplier's unit of the same job number", async () => {
    const user = await createUser(database);
    const token = await signIn(server, user);
    const job = await orderTestJob(server, token);
    const stranger = await createUser(database);
    const strangersUnit = await createTestUnit(database, stranger.supplier_id, {
      job_number: job.job_number,
    });
    await createUnitHold(database, { supplierId: stranger.supplier_id, unitId: strangersUnit.id });
    expect(await openHolds(token, job.id)).toEqual({ detail: 0, listed: 0 });
  });
});
