import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import {
  attachRetirementList,
  holdUnit,
  outcomeCustomer,
  type OutcomeCustomer,
} from '../../test-support/outcome-requests.js';
import { statementsOfDownload } from '../../test-support/statement-counts.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { outcomePageQuery } from './outcome-queries.js';

/** Units of the history the big supplier holds: a page must not read them all. */
const storedUnits = 20_000;

let server: TestServer;
let database: Database;
let customer: OutcomeCustomer;
beforeAll(async () => {
  server = await startTestServer({}, { countStatements: true });
  database = server.databases.no;
  customer = await outcomeCustomer(server);
  // A history in one statement: one unit a second, the job's units on the retirement list.
  await sql`
    insert into processed_units (supplier_id, serial_number, category, sanitisation_method,
      erasure_standard, sanitisation_result, outcome, created_at, completed_date, job_number,
      changed_at)
    select ${customer.supplierId}::uuid, 'STMT-' || i, 'laptop', 'software_erasure',
      'NIST 800-88 Purge', 'passed', 'reused', now() - interval '30 days', now() - interval '1 day',
      ${customer.job.job_number}, now() - make_interval(secs => ${storedUnits} - i)
    from generate_series(1, ${storedUnits}) as i`.execute(database);
  await attachRetirementList(
    server,
    customer,
    Array.from({ length: 40 }, (_, index) => ({
      serial_number: `STMT-${index + 1}`,
      asset_tag: `AT-${index + 1}`,
    })),
  );
  await holdUnit(database, customer.supplierId, 'STMT-2');
  await sql`analyze processed_units`.execute(database);
});
afterAll(() => server.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe('the outcome list costs the same per page whatever the history holds', () => {
  it('runs as many statements for 3 outcomes as for 30, keys, holds and all', async () => {
    const path = (limit: number) => `/api/units/no/outcomes?limit=${limit}`;
    const few = await statementsOfDownload(server, { token: customer.apiToken, path: path(3) });
    const many = await statementsOfDownload(server, { token: customer.apiToken, path: path(30) });
    expect(many).toBe(few);
  });

  it("walks the supplier's change index from the cursor, reading one page of units", async () => {
    const middle = await database
      .selectFrom('processed_units')
      .select([
        'id',
        sql<string>`to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'changed_at',
        ),
      ])
      .where('supplier_id', '=', customer.supplierId)
      .where('serial_number', '=', `STMT-${storedUnits / 2}`)
      .executeTakeFirstOrThrow();
    const query = outcomePageQuery({
      supplierIds: [customer.supplierId],
      after: { changedAt: middle.changed_at, id: middle.id },
      limit: 100,
    });
    // The test database is shared with every other test file, so this supplier's share of the
    // sampled statistics varies between runs and a bitmap scan can look cheaper on a tiny
    // estimate. The plan here proves the query is one bounded walk of the change index; that the
    // planner takes it on a real table is bench:outcomes' figure (1,000,000 units).
    const { rows } = await database.transaction().execute(async (transaction) => {
      await sql`set local enable_bitmapscan = off`.execute(transaction);
      return sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`
        explain (analyze, format json) ${query}`.execute(transaction);
    });
    const plan = rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('No plan');
    const unitScans = nodesOf(plan).filter((node) => node['Relation Name'] === 'processed_units');
    // The page's units come from the change index, never from a scan of the supplier's units.
    expect(unitScans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    const walk = unitScans.find(
      (node) => node['Index Name'] === 'processed_units_supplier_changed_index',
    );
    expect(walk, JSON.stringify(unitScans)).toBeDefined();
    expect((walk?.['Actual Rows'] ?? Infinity) * (walk?.['Actual Loops'] ?? 1)).toBeLessThanOrEqual(
      101,
    );
  });
});
