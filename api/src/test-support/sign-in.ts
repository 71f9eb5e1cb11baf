import { createTokenService, type TokenClaims } from '../modules/auth/tokens.js';
import type { CountryCode } from '../shared/countries.js';
import type { TestServer } from './test-server.js';

export const signInMutation = /* GraphQL */ `
  mutation auth($email: String!, $password: String!) {
    auth(email: $email, password: $password) {
      id
      token
    }
  }
`;

/** Signs in over HTTP and returns the token, failing loudly if sign-in does not work. */
export async function signIn(
  server: TestServer,
  credentials: { email: string; password: string },
  country: CountryCode = 'no',
): Promise<string> {
  const response = await server.graphql<{ auth: { token: string } }>({
    query: signInMutation,
    operationName: 'auth',
    variables: credentials,
    country,
  });
  const token = response.body.data?.auth.token;
  if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(response.body.errors)}`);
  return token;
}

/**
 * A token signed with the server's own key for whatever claims a test names, so a test can show
 * that a validly signed token still grants nothing the session behind it does not allow.
 */
export function issueToken(
  server: TestServer,
  claims: TokenClaims,
  country: CountryCode = 'no',
): Promise<string> {
  return createTokenService(server.signingKey, server.config.publicUrl).issue(country, claims);
}
