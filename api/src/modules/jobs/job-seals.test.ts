import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { recordJobSeals } from './provider-actions.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('[PROVIDER] the seals of a job’s storage units', () => {
  it('records each seal once per job, by job number or id, trimmed, and refuses an unknown job', async () => {
    const database = server.databases.no;
    const user = await createUser(database);
    const job = await orderTestJob(server, await signIn(server, user));
    const first = await recordJobSeals(database, job.job_number, ['S-100', ' S-099 ', 'S-100']);
    expect(first).toMatchObject({ added: 2, sealNumbers: ['S-099', 'S-100'] });
    const again = await recordJobSeals(database, job.id, ['S-099', 'S-101', '']);
    expect(again).toMatchObject({ added: 1, sealNumbers: ['S-099', 'S-100', 'S-101'] });
    await expect(recordJobSeals(database, 'J-1999-000000', ['S-1'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(recordJobSeals(database, job.id, ['S'.repeat(101)])).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
