import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { Database } from '../database/connections.js';
import type { UnitOutcomePage } from '../modules/unit-outcomes/outcome-model.js';
import { createApiToken } from './api-token-requests.js';
import { createUser } from './factories.js';
import { orderTestJob, type TestJob } from './job-factories.js';
import { setExpectedAssetsMutation } from './reconciliation-factories.js';
import { signIn } from './sign-in.js';
import type { TestServer } from './test-server.js';

/** A customer with a pickup and an API token: what the outcome tests start from. */
export interface OutcomeCustomer {
  supplierId: string;
  adminToken: string;
  apiToken: string;
  apiTokenId: string;
  job: TestJob;
}

export async function outcomeCustomer(server: TestServer): Promise<OutcomeCustomer> {
  const admin = await createUser(server.databases.no, { is_admin: true, phone: '+47 900 00 000' });
  const adminToken = await signIn(server, admin);
  const job = await orderTestJob(server, adminToken);
  const token = await createApiToken(server, adminToken, { scope: 'READ' });
  return {
    supplierId: admin.supplier_id,
    adminToken,
    apiToken: token.secret,
    apiTokenId: token.api_token.id,
    job,
  };
}

/** Attaches a retirement list naming the devices by the register's keys. */
export async function attachRetirementList(
  server: TestServer,
  customer: OutcomeCustomer,
  assets: { serial_number: string; asset_tag?: string; device_id?: string; device_name?: string }[],
): Promise<void> {
  const response = await server.graphql({
    query: setExpectedAssetsMutation,
    token: customer.adminToken,
    variables: { job_id: customer.job.id, assets },
  });
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
}

/** Puts an open processing hold on a unit, as the provider's feed does. */
export async function holdUnit(database: Database, supplierId: string, serial: string) {
  const unit = await database
    .selectFrom('processed_units')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('serial_number', '=', serial)
    .executeTakeFirstOrThrow();
  await database
    .insertInto('unit_holds')
    .values({
      supplier_id: supplierId,
      unit_id: unit.id,
      reason: 'activation_lock',
      placed_at: new Date(),
      placed_by_event_id: randomUUID(),
      respond_by: new Date(Date.now() + 3 * 86_400_000),
    })
    .execute();
}

/** A page, or on refusal the error (then the page's fields are absent). */
type OutcomeAnswer = UnitOutcomePage & { error?: { code: string; message: string } };

/** GET /api/units/no/outcomes with a bearer token and the query given. */
export async function readOutcomes(
  server: TestServer,
  token: string,
  query: Record<string, string> = {},
): Promise<{ status: number; body: OutcomeAnswer }> {
  const response = await fetch(
    `${server.url}/api/units/no/outcomes?${new URLSearchParams(query).toString()}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return { status: response.status, body: (await response.json()) as OutcomeAnswer };
}

/** Every page of the list from the cursor given, and the cursor it ends with. */
export async function readAllOutcomes(
  server: TestServer,
  token: string,
  query: Record<string, string> = {},
): Promise<{ outcomes: UnitOutcomePage['outcomes']; cursor: string | null; pages: number }> {
  const outcomes: UnitOutcomePage['outcomes'] = [];
  let next: Record<string, string> = query;
  for (let pages = 1; ; pages += 1) {
    const { status, body } = await readOutcomes(server, token, next);
    if (status !== 200) throw new Error(`Outcome page refused: ${JSON.stringify(body)}`);
    outcomes.push(...body.outcomes);
    if (!body.has_more) return { outcomes, cursor: body.next_cursor, pages };
    next = { ...query, after: body.next_cursor ?? '' };
  }
}

/** A downloaded CSV file's rows, the header row first. */
export async function downloadCsv(
  server: TestServer,
  token: string,
  path: string,
): Promise<{ status: number; text: string; rows: string[][] }> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  // Without `columns`, csv-parse gives each record as its cells.
  const parsed: unknown = response.ok ? parse(text) : [];
  const rows = parsed as string[][];
  return { status: response.status, text, rows };
}
