import type { CountryCode } from '../shared/countries.js';
import type { TestServer } from './test-server.js';

const createTokenMutation = /* GraphQL */ `
  mutation create_scim_token($name: String!) {
    create_scim_token(name: $name) {
      token
      base_url
      scim_token {
        id
        name
        created_at
        created_by_name
        created_by_active
        last_used_at
      }
    }
  }
`;

export interface CreatedScimToken {
  token: string;
  base_url: string;
  scim_token: {
    id: string;
    name: string;
    created_by_name: string | null;
    created_by_active: boolean;
    last_used_at: string | null;
  };
}

/** A SCIM token created over HTTP by the admin behind `adminToken`; fails loudly if refused. */
export async function createScimTokenAs(
  server: TestServer,
  adminToken: string,
  country: CountryCode = 'no',
): Promise<CreatedScimToken> {
  const response = await server.graphql<{ create_scim_token: CreatedScimToken }>({
    query: createTokenMutation,
    variables: { name: 'Microsoft Entra ID' },
    token: adminToken,
    country,
  });
  const created = response.body.data?.create_scim_token;
  if (!created) throw new Error(`SCIM token refused: ${JSON.stringify(response.body.errors)}`);
  return created;
}

export interface ScimResponse {
  status: number;
  contentType: string | null;
  headers: Headers;
  // SCIM bodies are open-ended JSON; tests read the fields they check.
  body: Record<string, unknown> & {
    Resources?: Record<string, unknown>[];
    totalResults?: number;
    status?: string;
    scimType?: string;
    id?: string;
  };
}

/**
 * One SCIM request as an identity provider sends it: application/scim+json, the bearer token,
 * a path below /scim/v2/{country}.
 */
export async function scimRequest(
  server: TestServer,
  request: {
    token: string | undefined;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
    body?: unknown;
    country?: CountryCode;
    /** A raw body, sent as it is (malformed JSON). */
    rawBody?: string;
  },
): Promise<ScimResponse> {
  const body =
    request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const response = await fetch(`${server.url}/scim/v2/${request.country ?? 'no'}${request.path}`, {
    method: request.method ?? 'GET',
    headers: {
      accept: 'application/scim+json',
      ...(body === undefined ? {} : { 'content-type': 'application/scim+json; charset=utf-8' }),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    body: text ? (JSON.parse(text) as ScimResponse['body']) : {},
  };
}

/** The body Microsoft Entra ID sends to create a user (its documented request shape). */
export function entraCreateUserBody(email: string, externalId: string) {
  return {
    schemas: [
      'urn:ietf:params:scim:schemas:core:2.0:User',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
    ],
    externalId,
    userName: email,
    active: true,
    emails: [{ primary: true, type: 'work', value: email }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Kari Nordmann', familyName: 'Nordmann', givenName: 'Kari' },
    roles: [],
  };
}

/** A PATCH body as Entra ID sends it. */
export function entraPatch(...operations: Record<string, unknown>[]) {
  return { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: operations };
}
