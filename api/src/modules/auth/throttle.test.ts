import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import { signInMutation } from '../../test-support/sign-in.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { addressBucket, throttlePolicy } from './throttle.js';

let server: TestServer;
let secondInstance: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  secondInstance = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await secondInstance.close();
});

const attempt = (
  target: TestServer,
  email: string,
  password: string,
  clientAddress = randomClientAddress(),
) =>
  target.graphql({
    query: signInMutation,
    variables: { email, password },
    clientAddress,
  });

/** Lets a bucket's block run out, as the passing of time would (nothing else changes). */
const endBlock = (bucket: string) =>
  server.databases.no
    .updateTable('login_throttle')
    .set({ blocked_until: new Date(Date.now() - 1000) })
    .where('bucket', '=', bucket)
    .execute();

/** Gives a bucket failures already counted in the current window. */
const countFailures = (bucket: string, failures: number) =>
  server.databases.no
    .insertInto('login_throttle')
    .values({ bucket, failure_count: failures, window_started_at: new Date() })
    .execute();

const blockedSeconds = async (bucket: string) => {
  const row = await server.databases.no
    .selectFrom('login_throttle')
    .select('blocked_until')
    .where('bucket', '=', bucket)
    .executeTakeFirstOrThrow();
  return ((row.blocked_until?.getTime() ?? 0) - Date.now()) / 1000;
};

const codesOf = (responses: { body: { errors?: { extensions?: Record<string, unknown> }[] } }[]) =>
  responses.map((response) => errorCodeOf(response) ?? 'SIGNED_IN');

describe('sign-in throttling', () => {
  it('slows an account down after 5 failures, even from other addresses, then lets the owner in', async () => {
    const user = await createUser(server.databases.no);
    for (let failure = 0; failure < throttlePolicy.account.freeFailures + 1; failure += 1) {
      expect(errorCodeOf(await attempt(server, user.email, 'wrong-password-1'))).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const blocked = await attempt(server, user.email, user.password);
    expect(errorCodeOf(blocked)).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(blocked.body.errors?.[0]?.extensions?.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(throttlePolicy.account.maximumDelaySeconds);

    await endBlock(`account:${user.email}`);
    const afterDelay = await attempt(server, user.email, user.password);
    expect(afterDelay.body.errors).toBeUndefined();
  });

  it('shares the count between server instances on the same database', async () => {
    const user = await createUser(server.databases.no);
    for (let failure = 0; failure < throttlePolicy.account.freeFailures + 1; failure += 1) {
      const instance = failure % 2 === 0 ? server : secondInstance;
      await attempt(instance, user.email, 'wrong-password-1');
    }
    expect(errorCodeOf(await attempt(secondInstance, user.email, user.password))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
  });

  it('never delays an account by more than a minute, however many failures', async () => {
    const email = uniqueEmail();
    await countFailures(`account:${email}`, 40);
    expect(errorCodeOf(await attempt(server, email, 'wrong-password-1'))).toBe(
      'INVALID_CREDENTIALS',
    );
    const seconds = await blockedSeconds(`account:${email}`);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(throttlePolicy.account.maximumDelaySeconds);
  });

  it('blocks an address after 50 failures across accounts, not other addresses', async () => {
    const noisyAddress = randomClientAddress();
    await countFailures(addressBucket(noisyAddress), throttlePolicy.address.freeFailures - 1);
    await attempt(server, uniqueEmail('guess'), 'wrong-password-1', noisyAddress);
    const user = await createUser(server.databases.no);
    const fromNoisy = await attempt(server, user.email, user.password, noisyAddress);
    expect(errorCodeOf(fromNoisy)).toBe('TOO_MANY_ATTEMPTS');
    const fromElsewhere = await attempt(server, user.email, user.password);
    expect(fromElsewhere.body.errors).toBeUndefined();
  });

  it('checks no more passwords of a burst of parallel attempts on one account than one after another', async () => {
    const user = await createUser(server.databases.no);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        attempt(index % 2 ? server : secondInstance, user.email, 'wrong-password-1'),
      ),
    );
    const codes = codesOf(burst);
    const checked = codes.filter((code) => code === 'INVALID_CREDENTIALS').length;
    // Six are checked; a block that runs out while a slow burst still arrives lets one more in.
    expect(checked).toBeGreaterThanOrEqual(throttlePolicy.account.freeFailures + 1);
    expect(checked).toBeLessThanOrEqual(throttlePolicy.account.freeFailures + 3);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(100 - checked);
    // And the owner's password, sent right after, meets the block like any other attempt.
    expect(errorCodeOf(await attempt(server, user.email, user.password))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('checks no more passwords of a parallel burst from one address than its limit allows', async () => {
    const noisyAddress = randomClientAddress();
    const alreadyCounted = throttlePolicy.address.freeFailures - 5;
    await countFailures(addressBucket(noisyAddress), alreadyCounted);
    const burst = await Promise.all(
      Array.from({ length: 60 }, () =>
        attempt(server, uniqueEmail('guess'), 'wrong-password-1', noisyAddress),
      ),
    );
    const codes = codesOf(burst);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(55);
  });

  it('does not count a successful sign-in against the address', async () => {
    const address = randomClientAddress();
    const user = await createUser(server.databases.no);
    for (let signIn = 0; signIn < 3; signIn += 1) {
      expect(
        (await attempt(server, user.email, user.password, address)).body.errors,
      ).toBeUndefined();
    }
    const row = await server.databases.no
      .selectFrom('login_throttle')
      .select('failure_count')
      .where('bucket', '=', addressBucket(address))
      .executeTakeFirst();
    expect(row?.failure_count ?? 0).toBe(0);
  });

  it('never blocks an address for a burst on one account: only confirmed failures count', async () => {
    const office = randomClientAddress();
    const user = await createUser(server.databases.no);
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => attempt(server, user.email, 'wrong-password-1', office)),
    );
    const checked = codesOf(burst).filter((code) => code === 'INVALID_CREDENTIALS').length;
    expect(checked).toBeLessThanOrEqual(throttlePolicy.account.freeFailures + 3);
    const row = await server.databases.no
      .selectFrom('login_throttle')
      .select(['failure_count', 'blocked_until'])
      .where('bucket', '=', addressBucket(office))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failure_count: checked, blocked_until: null });
    // A colleague behind the same address still gets in.
    const colleague = await createUser(server.databases.no);
    const signedIn = await attempt(server, colleague.email, colleague.password, office);
    expect(signedIn.body.errors).toBeUndefined();
  });

  it('never blocks an address for a burst of correct sign-ins', async () => {
    const office = randomClientAddress();
    const user = await createUser(server.databases.no);
    await Promise.all(
      Array.from({ length: 60 }, () => attempt(server, user.email, user.password, office)),
    );
    const row = await server.databases.no
      .selectFrom('login_throttle')
      .select(['failure_count', 'blocked_until'])
      .where('bucket', '=', addressBucket(office))
      .executeTakeFirst();
    expect(row?.blocked_until ?? null).toBeNull();
    expect(row?.failure_count ?? 0).toBe(0);
    const colleague = await createUser(server.databases.no);
    const signedIn = await attempt(server, colleague.email, colleague.password, office);
    expect(signedIn.body.errors).toBeUndefined();
  });

  it('judges an attempt that waited for the address by the failures confirmed while it waited', async () => {
    const database = server.databases.no;
    const address = randomClientAddress();
    const pending = addressBucket(address).replace(/^address:/, 'address-pending:');
    // One failure short of the block; another attempt is in flight (its reservation is pending).
    await countFailures(addressBucket(address), throttlePolicy.address.freeFailures - 1);
    await countFailures(pending, 1);
    const user = await createUser(database);

    const { waiting } = await database.transaction().execute(async (inFlight) => {
      // The attempt in flight holds the pending row while it finishes, as its release would.
      await sql`select 1 from login_throttle where bucket = ${pending} for update`.execute(
        inFlight,
      );
      const waiting = attempt(server, user.email, user.password, address);
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
            from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(database);
          expect(rows[0]?.waiting).toBeGreaterThan(0);
        },
        { timeout: 5000, interval: 20 },
      );
      // Meanwhile its password proves wrong: the failure that blocks the address, then the release.
      await database
        .updateTable('login_throttle')
        .set({
          failure_count: throttlePolicy.address.freeFailures,
          blocked_until: new Date(Date.now() + throttlePolicy.address.blockSeconds * 1000),
        })
        .where('bucket', '=', addressBucket(address))
        .execute();
      await inFlight
        .updateTable('login_throttle')
        .set({ failure_count: 0 })
        .where('bucket', '=', pending)
        .execute();
      // Not awaited here: the attempt goes on once this transaction ends.
      return { waiting };
    });

    expect(errorCodeOf(await waiting)).toBe('TOO_MANY_ATTEMPTS');
  });
});
