import type { TestServer } from './test-server.js';

/** The developer page's GraphQL requests (token management), for tests. */
const tokenFields =
  'id name scope status created_by created_by_active created_at expires_at last_used_at revoked_at';

export interface ListedApiToken {
  id: string;
  name: string;
  scope: 'READ' | 'READ_ORDER';
  status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
  created_by: string;
  created_by_active: boolean;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export const listApiTokensQuery = `query get_api_tokens { get_api_tokens { ${tokenFields} } }`;
const createApiTokenMutation = `mutation create_api_token($name: String!, $scope: ApiTokenScope!, $expires_in_days: Int!) {
  create_api_token(name: $name, scope: $scope, expires_in_days: $expires_in_days) {
    secret api_token { ${tokenFields} }
  }
}`;
export const revokeApiTokenMutation = `mutation revoke_api_token($id: ID!) { revoke_api_token(id: $id) { ${tokenFields} } }`;

/** Creates a token as the signed-in admin; fails loudly when refused. */
export async function createApiToken(
  server: TestServer,
  adminToken: string,
  variables: { name?: string; scope?: 'READ' | 'READ_ORDER'; expires_in_days?: number } = {},
): Promise<{ secret: string; api_token: ListedApiToken }> {
  const response = await server.graphql<{
    create_api_token: { secret: string; api_token: ListedApiToken };
  }>({
    query: createApiTokenMutation,
    token: adminToken,
    variables: { name: 'ERP', scope: 'READ', expires_in_days: 90, ...variables },
  });
  const created = response.body.data?.create_api_token;
  if (!created) throw new Error(`Token refused: ${JSON.stringify(response.body.errors)}`);
  return created;
}
