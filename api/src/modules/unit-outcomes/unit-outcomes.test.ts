import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createApiToken, revokeApiTokenMutation } from '../../test-support/api-token-requests.js';
import { createSupplierGroup, createUser } from '../../test-support/factories.js';
import {
  attachRetirementList,
  holdUnit,
  outcomeCustomer,
  readAllOutcomes,
  readOutcomes,
} from '../../test-support/outcome-requests.js';
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

describe('GET /api/units/{country}/outcomes', () => {
  it('pages every unit by cursor in change order, and gives back only what changed since', async () => {
    const customer = await outcomeCustomer(server);
    const serials = ['OUT-A1', 'OUT-A2', 'OUT-A3', 'OUT-A4', 'OUT-A5'].map(
      (serial) => `${serial}-${customer.supplierId.slice(0, 8)}`,
    );
    // One import a unit, so each has its own change time.
    for (const serial of serials) {
      await importTestUnits(database, customer.supplierId, [
        unitRow({ serial_number: serial, job_number: customer.job.job_number }),
      ]);
    }

    const all = await readAllOutcomes(server, customer.apiToken, { limit: '2' });
    expect(all.pages).toBe(3);
    expect(all.outcomes.map((outcome) => outcome.serial_number)).toEqual(serials);
    const times = all.outcomes.map((outcome) => outcome.changed_at);
    expect([...times].sort()).toEqual(times);
    expect(all.cursor).toEqual(expect.any(String));

    // Nothing new: an empty page hands the cursor back.
    const nothing = await readOutcomes(server, customer.apiToken, { after: all.cursor ?? '' });
    expect(nothing.body).toEqual({ outcomes: [], has_more: false, next_cursor: all.cursor });

    // A corrected outcome comes back once, after the cursor and after changed_since.
    const before = new Date().toISOString();
    await importTestUnits(database, customer.supplierId, [
      unitRow({
        serial_number: serials[1],
        job_number: customer.job.job_number,
        outcome: 'recycled',
      }),
    ]);
    const changed = await readAllOutcomes(server, customer.apiToken, { after: all.cursor ?? '' });
    expect(changed.outcomes.map((outcome) => [outcome.serial_number, outcome.outcome])).toEqual([
      [serials[1], 'recycled'],
    ]);
    const since = await readOutcomes(server, customer.apiToken, { changed_since: before });
    expect(since.body.outcomes.map((outcome) => outcome.serial_number)).toEqual([serials[1]]);

    // Importing the same row again changes nothing a register sees: it does not come back.
    await importTestUnits(database, customer.supplierId, [
      unitRow({
        serial_number: serials[1],
        job_number: customer.job.job_number,
        outcome: 'recycled',
      }),
    ]);
    const again = await readOutcomes(server, customer.apiToken, { after: changed.cursor ?? '' });
    expect(again.body.outcomes).toEqual([]);
  });

  it("joins the register's keys and maps holds and destruction to the register's outcomes", async () => {
    const customer = await outcomeCustomer(server);
    const tag = customer.supplierId.slice(0, 8);
    await attachRetirementList(server, customer, [
      {
        serial_number: `key-${tag}`,
        asset_tag: `AT-${tag}`,
        device_id: 'dev-1',
        device_name: 'LT-01',
      },
    ]);
    await importTestUnits(database, customer.supplierId, [
      // Received in another case than the list's: matched as the reconciliation matches.
      unitRow({ serial_number: `KEY-${tag}`, job_number: customer.job.job_number }),
      unitRow({
        serial_number: `SHRED-${tag}`,
        job_number: customer.job.job_number,
        outcome: 'recycled',
        sanitisation_method: 'physical_destruction',
        erasure_standard: '',
      }),
      unitRow({ serial_number: `HELD-${tag}`, outcome: 'in_process', completed_date: '' }),
    ]);
    await holdUnit(database, customer.supplierId, `HELD-${tag}`);

    const { outcomes } = await readAllOutcomes(server, customer.apiToken);
    const bySerial = new Map(outcomes.map((outcome) => [outcome.serial_number, outcome]));
    expect(bySerial.get(`KEY-${tag}`)).toMatchObject({
      asset_tag: `AT-${tag}`,
      device_id: 'dev-1',
      device_name: 'LT-01',
      job_id: customer.job.id,
      job_number: customer.job.job_number,
      outcome: 'reused',
      sanitisation_result: 'passed',
      sanitisation_method: 'software_erasure',
      erasure_standard: 'NIST 800-88 Purge',
      received_date: '2026-01-05',
      completed_date: '2026-01-20',
      certificate_number: null,
      evidence_pack_id: null,
      value: null,
      currency: null,
    });
    expect(bySerial.get(`KEY-${tag}`)?.unit_certificate_url).toMatch(
      /\/files\/no\/units\/\d+\/certificate\.pdf$/,
    );
    expect(bySerial.get(`SHRED-${tag}`)).toMatchObject({ outcome: 'destroyed', asset_tag: null });
    expect(bySerial.get(`HELD-${tag}`)).toMatchObject({ outcome: 'on_hold', job_id: null });

    // The hold answered: the unit comes back, no longer on hold.
    const { cursor } = await readAllOutcomes(server, customer.apiToken);
    await sql`update unit_holds set state = 'released', answered_at = now()
      where supplier_id = ${customer.supplierId}`.execute(database);
    const released = await readAllOutcomes(server, customer.apiToken, { after: cursor ?? '' });
    expect(released.outcomes.map((outcome) => [outcome.serial_number, outcome.outcome])).toEqual([
      [`HELD-${tag}`, 'in_process'],
    ]);
  });

  it("never shows another supplier's units, nor their jobs", async () => {
    const customer = await outcomeCustomer(server);
    const other = await outcomeCustomer(server);
    await importTestUnits(database, other.supplierId, [
      unitRow({ serial_number: `THEIRS-${other.supplierId}`, job_number: other.job.job_number }),
    ]);
    const mine = await readAllOutcomes(server, customer.apiToken);
    expect(mine.outcomes).toEqual([]);
    const theirJob = await readOutcomes(server, customer.apiToken, { job_id: other.job.id });
    expect(theirJob.status).toBe(404);
    const theirCompany = await readOutcomes(server, customer.apiToken, {
      supplier_id: other.supplierId,
    });
    expect(theirCompany.status).toBe(404);
  });

  it("reads a master account's group, or one company of it by supplier_id", async () => {
    const { master, subSuppliers } = await createSupplierGroup(database, 2);
    const admin = await createUser(database, { supplier_id: master.id, is_admin: true });
    const token = await createApiToken(server, await signIn(server, admin), { scope: 'READ' });
    const [first, second] = subSuppliers;
    if (!first || !second) throw new Error('No sub-suppliers');
    await importTestUnits(database, master.id, [unitRow({ serial_number: `M-${master.id}` })]);
    await importTestUnits(database, first.id, [unitRow({ serial_number: `S1-${first.id}` })]);
    await importTestUnits(database, second.id, [unitRow({ serial_number: `S2-${second.id}` })]);

    const group = await readAllOutcomes(server, token.secret);
    expect(group.outcomes.map((outcome) => outcome.serial_number).sort()).toEqual(
      [`M-${master.id}`, `S1-${first.id}`, `S2-${second.id}`].sort(),
    );
    const one = await readAllOutcomes(server, token.secret, { supplier_id: first.id });
    expect(one.outcomes.map((outcome) => [outcome.serial_number, outcome.supplier_id])).toEqual([
      [`S1-${first.id}`, first.id],
    ]);
  });

  it('answers 400 with a clear message for a bad cursor or limit', async () => {
    const customer = await outcomeCustomer(server);
    const cases: [Record<string, string>, string][] = [
      [{ after: 'not-a-cursor' }, 'after: not a cursor of this list.'],
      [
        { after: Buffer.from('["2026-02-30T00:00:00.000000Z","1"]').toString('base64url') },
        'after: not a cursor of this list.',
      ],
      [{ limit: '0' }, 'limit: give 1 to 500.'],
      [{ limit: '501' }, 'limit: give 1 to 500.'],
      [{ limit: 'many' }, 'limit: give a whole number.'],
      [{ changed_since: 'yesterday' }, 'changed_since: give a time in ISO 8601 with its offset.'],
    ];
    for (const [query, message] of cases) {
      const answer = await readOutcomes(server, customer.apiToken, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.error?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.error?.message).toContain(message);
    }
  });

  it('is read by signed-in users and tokens of the read scope; a revoked token is refused', async () => {
    const customer = await outcomeCustomer(server);
    const user = await createUser(database, { supplier_id: customer.supplierId });
    expect((await readOutcomes(server, await signIn(server, user))).status).toBe(200);
    expect((await readOutcomes(server, customer.apiToken)).status).toBe(200);
    await server.graphql({
      query: revokeApiTokenMutation,
      token: customer.adminToken,
      variables: { id: customer.apiTokenId },
    });
    expect((await readOutcomes(server, customer.apiToken)).status).toBe(401);
    expect((await readOutcomes(server, 'itadat_not-a-token')).status).toBe(401);
  });
});
