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
