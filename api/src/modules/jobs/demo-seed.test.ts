import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser } from '../../test-support/factories.js';
import { jobFields, type TestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { importTestUnits, unitRow } from '../../test-support/unit-factories.js';
import { seedDemoJobs } from './demo-seed.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

describe('demo jobs', () => {
  it('gives a supplier past pickups linked to its units and open orders', async () => {
    const user = await createUser(database);
    await importTestUnits(database, user.supplier_id, [
      unitRow({ job_number: 'JOB-2026-00001', created_at: '2026-01-05' }),
      unitRow({ job_number: 'JOB-2026-00001', created_at: '2026-01-05' }),
      unitRow({
        job_number: 'JOB-2026-00002',
        created_at: '2026-02-02',
        outcome: 'in_process',
        completed_date: '',
      }),
    ]);
    expect(await seedDemoJobs(database, 'no', [user.supplier_id])).toBe(4);

    const token = await signIn(server, user);
    const list = await server.graphql<{ get_jobs: { jobs: { id: string; status: string }[] } }>({
      query: `query { get_jobs { jobs { id status } } }`,
      token,
    });
    const jobs = list.body.data!.get_jobs.jobs;
    expect(jobs.map((job) => job.status)).toEqual([
      'ORDERED',
      'SCHEDULED',
      'PROCESSING',
      'COMPLETED',
    ]);
    const completed = await server.graphql<{ get_job: TestJob }>({
      query: `query get_job($id: ID!) { get_job(id: $id) { ${jobFields} } }`,
      token,
      variables: { id: jobs[3]!.id },
    });
    const job = completed.body.data!.get_job;
    expect(job.processed_unit_count).toBe(2);
    expect(job.status_history).toHaveLength(7);
    expect(job.processed_units.every((unit) => unit.job_number === job.job_number)).toBe(true);
  });
});
