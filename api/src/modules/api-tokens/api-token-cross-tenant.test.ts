import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossTenantCases } from '../../test-support/cross-tenant-cases.js';
import { createVictim } from '../../test-support/cross-tenant-victim.js';
import { orderTestJob } from '../../test-support/job-factories.js';
import { uploadExpectedAssets } from '../../test-support/reconciliation-factories.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The strongest outsider token: read + order, of a master account of its own. */
async function outsiderApiToken(country: 'no' | 'dk'): Promise<string> {
  const database = server.databases[country];
  const { master } = await createSupplierGroup(database, 1);
  const admin = await createUser(database, {
    supplier_id: master.id,
    is_admin: true,
    country: country === 'dk' ? 'denmark' : 'norway',
  });
  const adminToken = await signIn(server, admin, country);
  const created = await server.graphql<{ create_api_token: { secret: string } }>({
    query: `mutation { create_api_token(name: "Outsider", scope: READ_ORDER, expires_in_days: 1) { secret } }`,
    token: adminToken,
    country,
  });
  const secret = created.body.data?.create_api_token.secret;
  if (!secret) throw new Error(JSON.stringify(created.body.errors));
  return secret;
}

describe("an API token reaches nothing of another supplier's, for every operation that takes an id", () => {
  for (const [name, testCase] of Object.entries(crossTenantCases)) {
    it(`${name}: another supplier's (or another country's) token reaches nothing`, async () => {
      const { victim, actAsVictim } = await createVictim(server);
      const variables = await testCase.prepare(victim, actAsVictim);
      const before = await testCase.state?.(victim, variables);
      for (const country of ['no', 'dk'] as const) {
        const response = await server.graphql<Record<string, unknown>>({
          query: testCase.document,
          variables,
          token: await outsiderApiToken(country),
          country,
        });
        const codes = (response.body.errors ?? []).map((error) => error.extensions?.code);
        expect(codes.length, `${name} in ${country}: ${JSON.stringify(response.body)}`).toBe(1);
        expect(['NOT_FOUND', 'FORBIDDEN', ...(testCase.alsoAccepted ?? [])]).toContain(codes[0]);
        const data = response.body.data;
        expect(data == null || Object.values(data).every((value) => value === null)).toBe(true);
      }
      if (testCase.state) expect(await testCase.state(victim, variables)).toEqual(before);
    });
  }
});

describe("an API token stores no retirement list on another supplier's job", () => {
  it('POST /api/jobs/:country/expected-assets?job_id=: 404 in either country, the list unchanged', async () => {
    const { victim } = await createVictim(server);
    const job = await orderTestJob(server, victim.token);
    const listOf = () =>
      server.databases.no
        .selectFrom('job_expected_assets')
        .select('serial_number')
        .where('job_id', '=', job.id)
        .execute();
    const file = { name: 'list.csv', bytes: 'Serial,Device name\nOUTSIDER-1,LT-1\n' };
    for (const country of ['no', 'dk'] as const) {
      const answer = await uploadExpectedAssets(server, await outsiderApiToken(country), file, {
        jobId: job.id,
        country,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    }
    expect(await listOf()).toEqual([]);
  });
});
