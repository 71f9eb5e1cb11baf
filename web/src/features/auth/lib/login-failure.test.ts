import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import { loginFailureMessage } from './login-failure';

describe('the message of a failed sign-in', () => {
  it("is the login page's wording from the table of error messages", async () => {
    const refused = new GraphQLRequestError([
      { message: 'no', extensions: { code: 'INVALID_CREDENTIALS' } },
    ]);
    await expect(loginFailureMessage(refused)).resolves.toEqual({
      key: 'login.errors.invalidCredentials',
    });
    const tooMany = new GraphQLRequestError([
      { message: 'wait', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 41.2 } },
    ]);
    await expect(loginFailureMessage(tooMany)).resolves.toEqual({
      key: 'login.errors.tooManyAttempts',
      values: { count: 42 },
    });
  });

  it('says the service is unavailable when the request never got an answer', async () => {
    await expect(loginFailureMessage(new TypeError('Failed to fetch'))).resolves.toEqual({
      key: 'login.errors.unavailable',
    });
  });
});
