import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLimitFactor } from '../../shared/rate-limit.js';
import { createUser, uniqueEmail } from '../../test-support/factories.js';
import { signInMutation } from '../../test-support/sign-in.js';
import {
  errorCodeOf,
  randomClientAddress,
  sameNetworkAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';
import { addressBucket, addressSiteBucket, throttlePolicy } from './throttle.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const validateInviteCode = (clientAddress: string) =>
  server.graphql({
    query: `query invite_code_validation($invite_code: String!) {
      invite_code_validation(invite_code: $invite_code) { id }
    }`,
    variables: { invite_code: 'no-such-code-0000000000' },
    clientAddress,
  });

const inviteCodeLimit = 30;

/** `count` addresses of one /56, each in a /64 of its own (the fourth group's high byte fixed). */
function addressesOfOneSite(count: number): string[] {
  const site = randomClientAddress().split(':').slice(0, 3).join(':');
  const prefix = randomClientAddress().slice(2, 4);
  return Array.from({ length: count }, (_, index) =>
    sameNetworkAddress(`${site}:${prefix}${(index % 256).toString(16).padStart(2, '0')}::1`),
  );
}

const signInFrom = (clientAddress: string, email: string, password: string) =>
  server.graphql({ query: signInMutation, variables: { email, password }, clientAddress });

/** Gives a bucket failures already counted in the current window. */
const countFailures = (bucket: string, failures: number) =>
  server.databases.no
    .insertInto('login_throttle')
    .values({ bucket, failure_count: failures, window_started_at: new Date() })
    .execute();

/** The answers' codes, one call after another (the limit counts them in order). */
async function codesOf(addresses: string[]): Promise<string[]> {
  const codes: string[] = [];
  for (const address of addresses)
    codes.push(String(errorCodeOf(await validateInviteCode(address))));
  return codes;
}

describe('per-address limits for IPv6 clients', () => {
  it('count every address of one /64 as one client', async () => {
    const first = randomClientAddress();
    const addresses = Array.from({ length: inviteCodeLimit + 5 }, () => sameNetworkAddress(first));
    const codes = await codesOf(addresses);
    expect(codes.filter((code) => code === 'INVALID_INVITE_CODE')).toHaveLength(inviteCodeLimit);
    expect(codes.slice(inviteCodeLimit)).toEqual(Array(5).fill('TOO_MANY_ATTEMPTS'));
  });

  it('count the /64 networks of one /56 together, against a larger limit', async () => {
    const site = randomClientAddress().split(':').slice(0, 3).join(':');
    const prefix = randomClientAddress().slice(2, 4);
    const siteLimit = inviteCodeLimit * siteLimitFactor;
    // Fresh /64s of the /56 (the fourth group's high byte fixed), each well under its own limit.
    const addresses = Array.from({ length: siteLimit + 2 }, (_, index) => {
      const network = `${site}:${prefix}${(index % 256).toString(16).padStart(2, '0')}`;
      return sameNetworkAddress(`${network}::1`);
    });
    const codes = await codesOf(addresses);
    expect(codes.filter((code) => code === 'INVALID_INVITE_CODE')).toHaveLength(siteLimit);
    expect(codes.slice(siteLimit)).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    // Another /56 is not touched.
    expect(errorCodeOf(await validateInviteCode(randomClientAddress()))).toBe(
      'INVALID_INVITE_CODE',
    );
  });

  it('block sign-in from the whole /64 once it has failed too often', async () => {
    const first = randomClientAddress();
    await server.databases.no
      .insertInto('login_throttle')
      .values({
        bucket: addressBucket(first),
        failure_count: throttlePolicy.address.freeFailures - 1,
        window_started_at: new Date(),
      })
      .execute();
    const failed = await server.graphql({
      query: signInMutation,
      variables: { email: uniqueEmail('guess'), password: 'wrong-password-1' },
      clientAddress: sameNetworkAddress(first),
    });
    expect(errorCodeOf(failed)).toBe('INVALID_CREDENTIALS');
    const user = await createUser(server.databases.no);
    const fromNeighbour = await server.graphql({
      query: signInMutation,
      variables: { email: user.email, password: user.password },
      clientAddress: sameNetworkAddress(first),
    });
    expect(errorCodeOf(fromNeighbour)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('block sign-in from the whole /56 once its /64 networks together have failed too often', async () => {
    const siteLimit = throttlePolicy.address.freeFailures * siteLimitFactor;
    const addresses = addressesOfOneSite(36);
    // Earlier failures of the site, then 35 from 35 different /64s: each far under its own limit.
    await countFailures(addressSiteBucket(addresses[0]!)!, siteLimit - 35);
    const codes: string[] = [];
    for (const address of addresses.slice(0, 35)) {
      const failed = await signInFrom(address, uniqueEmail('guess'), 'wrong-password-1');
      codes.push(String(errorCodeOf(failed)));
    }
    expect(codes).toEqual(Array(35).fill('INVALID_CREDENTIALS'));

    const user = await createUser(server.databases.no);
    const fromSite = await signInFrom(addresses[35]!, user.email, user.password);
    expect(errorCodeOf(fromSite)).toBe('TOO_MANY_ATTEMPTS');
    const fromAnotherSite = await signInFrom(randomClientAddress(), user.email, user.password);
    expect(fromAnotherSite.body.errors).toBeUndefined();
  });

  it('check no more passwords of a parallel burst from the /64s of one /56 than its limit allows', async () => {
    const siteLimit = throttlePolicy.address.freeFailures * siteLimitFactor;
    const addresses = addressesOfOneSite(30);
    await countFailures(addressSiteBucket(addresses[0]!)!, siteLimit - 5);
    const burst = await Promise.all(
      addresses.map((address) => signInFrom(address, uniqueEmail('guess'), 'wrong-password-1')),
    );
    const codes = burst.map((response) => errorCodeOf(response));
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(25);
  });
});
