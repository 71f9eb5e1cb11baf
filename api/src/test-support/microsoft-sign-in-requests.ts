import { signInAtProvider } from './oidc-test-provider.js';
import { randomClientAddress, type GraphQLResponse, type TestServer } from './test-server.js';

type SignedIn = { id: string; token: string };

/**
 * The Microsoft sign-in round trip through the local OpenID provider as `login` (its verified
 * e-mail), as the sign-in page makes it: get_microsoft_login_url, the provider, auth_microsoft.
 */
export async function signInWithMicrosoft(
  server: TestServer,
  login: string,
): Promise<GraphQLResponse<{ auth_microsoft: SignedIn }>> {
  const started = await server.graphql<{ get_microsoft_login_url: { url: string; state: string } }>(
    {
      query: 'query get_microsoft_login_url { get_microsoft_login_url { url state } }',
      clientAddress: randomClientAddress(),
    },
  );
  const { url, state } = started.body.data?.get_microsoft_login_url ?? { url: '', state: '' };
  const callback = await signInAtProvider(url, login);
  return server.graphql<{ auth_microsoft: SignedIn }>({
    query: `mutation auth_microsoft($callback_code: String!, $state: String!) {
      auth_microsoft(callback_code: $callback_code, state: $state) { id token }
    }`,
    variables: { callback_code: callback.searchParams.get('code') ?? '', state },
    clientAddress: randomClientAddress(),
  });
}

/** The companies a sign-in answered MICROSOFT_CHOOSE_COMPANY with, and its code; or null. */
export function companyChoiceOf(response: GraphQLResponse<unknown>) {
  const extensions = response.body.errors?.[0]?.extensions;
  if (extensions?.code !== 'MICROSOFT_CHOOSE_COMPANY') return null;
  return {
    choiceCode: String(extensions.choice_code),
    companies: extensions.companies as string[],
  };
}

/** auth_microsoft_choose: the company at `company` in the offered list. */
export function chooseCompany(server: TestServer, choiceCode: string, company: number) {
  return server.graphql<{ auth_microsoft_choose: SignedIn }>({
    query: `mutation auth_microsoft_choose($choice_code: String!, $company: Int!) {
      auth_microsoft_choose(choice_code: $choice_code, company: $company) { id token }
    }`,
    variables: { choice_code: choiceCode, company },
    clientAddress: randomClientAddress(),
  });
}
