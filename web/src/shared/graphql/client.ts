import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { readToken } from '../auth/token';
import { graphqlEndpoint, selectedCountry } from '../country/country';

export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; retryAfterSeconds?: number; [key: string]: unknown };
}

/** A response with errors, or a failed request; `code` is the first error's code. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: GraphQLErrorEntry[],
    readonly status?: number,
  ) {
    super(errors.map((error) => error.message).join('; ') || 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
  }

  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

type TypedDocument<Result, Variables> = DocumentTypeDecoration<Result, Variables> & {
  toString(): string;
};

export interface GraphQLResponse<Result> {
  data: Result | null;
  errors: GraphQLErrorEntry[];
}

const operationNamePattern = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

function operationNameOf(query: string): string | null {
  return operationNamePattern.exec(query)?.[1] ?? null;
}

/**
 * Who a call is sent as, when not the signed-in customer: the provider's console sends its
 * staff session's token to the country its staff member signed in to.
 */
export interface OperationCaller {
  token: string | null;
  country: string;
}

/**
 * Sends one operation to the selected country's endpoint (spec section 7): a POST with
 * {operationName, variables, query} and `Authorization: Bearer <jwt>` or an empty value.
 * Resolves with data and errors as the server gave them.
 */
export async function sendOperation<Result, Variables>(
  document: TypedDocument<Result, Variables>,
  variables?: Variables,
  caller?: OperationCaller,
): Promise<GraphQLResponse<Result>> {
  const query = document.toString();
  const token = caller ? caller.token : readToken();
  const response = await fetch(graphqlEndpoint(caller?.country ?? selectedCountry()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: token ? `Bearer ${token}` : '',
    },
    body: JSON.stringify({
      operationName: operationNameOf(query),
      variables: variables ?? {},
      query,
    }),
  });
  let body: { data?: Result | null; errors?: GraphQLErrorEntry[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new GraphQLRequestError(
      [{ message: `Unexpected response (HTTP ${response.status})` }],
      response.status,
    );
  }
  return { data: body.data ?? null, errors: body.errors ?? [] };
}

/** Like sendOperation, but any error rejects: the usual way for queries and mutations. */
export async function request<Result, Variables>(
  document: TypedDocument<Result, Variables>,
  variables?: Variables,
  caller?: OperationCaller,
): Promise<Result> {
  const { data, errors } = await sendOperation(document, variables, caller);
  if (errors.length || data === null) {
    throw new GraphQLRequestError(errors.length ? errors : [{ message: 'No data in response' }]);
  }
  return data;
}
