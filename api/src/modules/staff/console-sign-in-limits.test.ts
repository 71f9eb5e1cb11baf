import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test-support/factories.js';
import { consoleSignInMutation, createTestStaff } from '../../test-support/staff-factories.js';
import {
  errorCodeOf,
  randomClientAddress,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signInFrom = (clientAddress: string, email: string, password: string) =>
  server.graphql<{ console_sign_in: { challenge: string } }>({
    query: consoleSignInMutation,
    variables: { email, password },
    clientAddress,
  });

describe("the console's sign-in limits count failures, not sign-ins", () => {
  it('lets an office of 25 staff behind one address sign in', async () => {
    const office = randomClientAddress();
    for (let member = 0; member < 25; member += 1) {
      const staff = await createTestStaff(server);
      const answer = await signInFrom(office, staff.email, staff.password);
      expect(answer.body.data?.console_sign_in.challenge, `member ${member}`).toBeTruthy();
    }
  });

  it('refuses an address after 20 wrong passwords, even the right one, until the window ends', async () => {
    const guesser = randomClientAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await signInFrom(guesser, uniqueEmail('guess'), 'Wrong-password-1');
      expect(errorCodeOf(answer)).toBe('INVALID_CREDENTIALS');
    }
    const staff = await createTestStaff(server);
    const refused = await signInFrom(guesser, staff.email, staff.password);
    expect(errorCodeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
    // Another address is not held back by this one's failures.
    const elsewhere = await signInFrom(randomClientAddress(), staff.email, staff.password);
    expect(elsewhere.body.data?.console_sign_in.challenge).toBeTruthy();
  });
});
