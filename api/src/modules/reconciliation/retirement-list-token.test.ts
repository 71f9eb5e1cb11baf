import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createApiToken } from '../../test-support/api-token-requests.js';
import { createUser } from '../../test-support/factories.js';
import { orderTestJob, type TestJob } from '../../test-support/job-factories.js';
import {
  setExpectedAssetsMutation,
  uploadExpectedAssets,
} from '../../test-support/reconciliation-factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let database: Database;
beforeAll(async () => {
  server = await startTestServer();
  database = server.databases.no;
});
afterAll(() => server.close());

const intuneExport = () =>
  readFile(new URL('./test-fixtures/intune-devices.csv', import.meta.url)).then(
    (buffer) => new Uint8Array(buffer),
  );

async function customerWithPickup(): Promise<{ token: string; job: TestJob }> {
  const user = await createUser(database, { phone: '+47 900 00 000' });
  const token = await signIn(server, user);
  return { token, job: await orderTestJob(server, token) };
}

const storedAssets = (jobId: string) =>
  database
    .selectFrom('job_expected_assets')
    .select('serial_number')
    .where('job_id', '=', jobId)
    .execute();

describe('a retirement list through the API', () => {
  it('takes the list from an API token of the read-and-order scope only, for its own jobs', async () => {
    const admin = await createUser(database, { is_admin: true, phone: '+47 900 00 000' });
    const adminToken = await signIn(server, admin);
    const job = await orderTestJob(server, adminToken);
    const reader = await createApiToken(server, adminToken, { scope: 'READ' });
    const orderer = await createApiToken(server, adminToken, { scope: 'READ_ORDER' });
    const bytes = await intuneExport();

    const refused = await uploadExpectedAssets(
      server,
      reader.secret,
      { name: 'd.csv', bytes },
      { jobId: job.id },
    );
    expect(refused.status).toBe(403);
    expect(await storedAssets(job.id)).toEqual([]);

    const stored = await uploadExpectedAssets(
      server,
      orderer.secret,
      { name: 'd.csv', bytes },
      { jobId: job.id },
    );
    expect(stored).toMatchObject({ status: 200, body: { layout: 'intune', stored: 3 } });
    const used = await database
      .selectFrom('audit_log')
      .select('details')
      .where('actor_id', '=', orderer.api_token.id)
      .where('action', '=', 'api_token.used')
      .executeTakeFirstOrThrow();
    expect(used.details).toEqual({
      operation: 'POST /api/jobs/:country/expected-assets',
      allowed: true,
    });

    // Another supplier's job is not found for the token.
    const outsider = await customerWithPickup();
    const theirs = await uploadExpectedAssets(
      server,
      orderer.secret,
      { name: 'd.csv', bytes },
      { jobId: outsider.job.id },
    );
    expect(theirs.status).toBe(404);
    expect(await storedAssets(outsider.job.id)).toEqual([]);
  });

  it('takes the list through GraphQL from the same tokens as the upload', async () => {
    const admin = await createUser(database, { is_admin: true, phone: '+47 900 00 000' });
    const adminToken = await signIn(server, admin);
    const job = await orderTestJob(server, adminToken);
    const reader = await createApiToken(server, adminToken, { scope: 'READ' });
    const orderer = await createApiToken(server, adminToken, { scope: 'READ_ORDER' });
    const variables = { job_id: job.id, assets: [{ serial_number: 'TOKEN-LIST-1' }] };

    const refused = await server.graphql({
      query: setExpectedAssetsMutation,
      variables,
      token: reader.secret,
    });
    expect(errorCodeOf(refused)).toBe('FORBIDDEN');
    expect(await storedAssets(job.id)).toEqual([]);

    const stored = await server.graphql<{ set_job_expected_assets: { stored: number } }>({
      query: setExpectedAssetsMutation,
      variables,
      token: orderer.secret,
    });
    expect(stored.body).toEqual({ data: { set_job_expected_assets: { stored: 1, total: 1 } } });
    expect(await storedAssets(job.id)).toEqual([{ serial_number: 'TOKEN-LIST-1' }]);

    const outsider = await customerWithPickup();
    const theirs = await server.graphql({
      query: setExpectedAssetsMutation,
      variables: { ...variables, job_id: outsider.job.id },
      token: orderer.secret,
    });
    expect(errorCodeOf(theirs)).toBe('NOT_FOUND');
    expect(await storedAssets(outsider.job.id)).toEqual([]);
  });
});
