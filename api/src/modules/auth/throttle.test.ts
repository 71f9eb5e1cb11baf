import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connections.js';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import { signInMutation } from '../../test-support/sign-in.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { recordFailedSignIn, throttlePolicy } from './throttle.js';

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

/**
 * Lets `seconds` pass for this account's throttling without waiting: its stored times move back
 * by that much, as they would stand had the clock moved on.
 */
async function letTimePass(database: Database, email: string, seconds: number): Promise<void> {
  const shift = sql<Date>`make_interval(secs => ${seconds})`;
  const moved = await database
    .updateTable('login_throttle')
    .set({
      blocked_until: sql<Date>`blocked_until - ${shift}`,
      window_started_at: sql<Date>`window_started_at - ${shift}`,
    })
    .where('bucket', '=', `account:${email.toLowerCase()}`)
    .executeTakeFirst();
  expect(moved.numUpdatedRows).toBe(1n);
}

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

    await letTimePass(server.databases.no, user.email, retryAfter);
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
    for (let failure = 0; failure < 40; failure += 1) {
      await recordFailedSignIn(server.databases.no, { email, ipAddress: randomClientAddress() });
    }
    const row = await server.databases.no
      .selectFrom('login_throttle')
      .select('blocked_until')
      .where('bucket', '=', `account:${email}`)
      .executeTakeFirstOrThrow();
    const seconds = ((row.blocked_until?.getTime() ?? 0) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(throttlePolicy.account.maximumDelaySeconds);
  });

  it('blocks an address after 50 failures across accounts, not other addresses', async () => {
    const noisyAddress = randomClientAddress();
    for (let failure = 0; failure < throttlePolicy.address.freeFailures; failure += 1) {
      await recordFailedSignIn(server.databases.no, {
        email: uniqueEmail('guess'),
        ipAddress: noisyAddress,
      });
    }
    const user = await createUser(server.databases.no);
    const fromNoisy = await attempt(server, user.email, user.password, noisyAddress);
    expect(errorCodeOf(fromNoisy)).toBe('TOO_MANY_ATTEMPTS');
    const fromElsewhere = await attempt(server, user.email, user.password);
    expect(fromElsewhere.body.errors).toBeUndefined();
  });
});
