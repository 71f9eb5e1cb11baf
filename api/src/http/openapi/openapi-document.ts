import type { DocumentedRoute } from '../../platform/documented-route.js';
import { errorResponsesOf, errorSchema, scimErrorSchema } from './error-responses.js';
import { openApiPath, pathParameters, queryParameters, SchemaComponents } from './json-schema.js';
import type {
  HttpMethodName,
  OpenApiDocument,
  OpenApiInfo,
  OperationObject,
  PathItemObject,
  ResponseObject,
  SecuritySchemeObject,
} from './openapi-types.js';

/** Every bearer credential the REST routes take; which one a route takes is its `security`. */
const securitySchemes: Record<string, SecuritySchemeObject> = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: "A signed-in user's session token, as the web app sends it.",
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'itadat_...',
    description:
      "An organisation API token (`itadat_...`), made by a supplier admin. It calls only the routes that list it, within the token's scope and its requests per minute.",
  },
  providerKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'itadpk_...',
    description: "A provider key (`itadpk_...`) of the path's country: the provider's own systems.",
  },
  staffSession: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'itadst_...',
    description:
      "A console session token (`itadst_...`) of the path's country: the provider's staff, signed in at /console with a second factor.",
  },
  scimToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'itadsc_...',
    description:
      "A SCIM token (`itadsc_...`) of the path's country, made by a supplier admin for the organisation's identity provider. It is accepted by the SCIM routes only.",
  },
};

function securityOf(route: DocumentedRoute): OperationObject['security'] {
  switch (route.authentication) {
    case 'signed-in':
      // For an http scheme the list names roles: the API token's scope.
      return route.apiTokens
        ? [{ sessionToken: [] }, { apiToken: [route.apiTokens] }]
        : [{ sessionToken: [] }];
    case 'provider-key':
      return [{ providerKey: [] }];
    case 'staff':
      return [{ staffSession: [] }];
    case 'scim-token':
      return [{ scimToken: [] }];
    case 'none':
      return undefined;
  }
}

function descriptionOf(route: DocumentedRoute): string | undefined {
  const { description, supersededBy } = route.docs;
  const deprecation = supersededBy
    ? `Deprecated: kept for links already sent. Use \`${openApiPath(supersededBy)}\` instead.`
    : undefined;
  const parts = [description, deprecation].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

function operationOf(route: DocumentedRoute, components: SchemaComponents): OperationObject {
  const { docs } = route;
  const scim = route.authentication === 'scim-token';
  const parameters = [
    ...pathParameters(route.url, components.convert(route.params, 'input')),
    ...(route.query ? queryParameters(components.convert(route.query, 'input')) : []),
  ];
  const status = docs.response.status ?? 200;
  const success: ResponseObject = {
    description: docs.response.description,
    ...(status === 204
      ? {}
      : {
          content: {
            [docs.response.contentType]: docs.response.schema
              ? { schema: components.convert(docs.response.schema, 'output') }
              : {},
          },
        }),
  };
  const description = descriptionOf(route);
  const security = securityOf(route);
  return {
    tags: [docs.tag],
    summary: docs.summary,
    ...(description ? { description } : {}),
    ...(docs.supersededBy ? { deprecated: true } : {}),
    ...(security ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            ...(route.bodyLimit ? { description: `At most ${route.bodyLimit} bytes.` } : {}),
            content: {
              [scim ? 'application/scim+json' : 'application/json']: {
                schema: components.convert(route.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: { [String(status)]: success, ...errorResponsesOf(route) },
  };
}

const byName = (first: string, second: string) => (first < second ? -1 : first > second ? 1 : 0);

function sortedByKey<Value>(record: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(record).sort(([first], [second]) => byName(first, second)),
  );
}

/**
 * The OpenAPI 3.1 document of the REST routes, from their declarations alone. Paths, methods,
 * tags and schemas are sorted, so the committed document changes only where a route does.
 */
export function openApiDocument(
  routes: readonly DocumentedRoute[],
  info: OpenApiInfo,
): OpenApiDocument {
  const components = new SchemaComponents({ Error: errorSchema, ScimError: scimErrorSchema });
  const paths: Record<string, PathItemObject> = {};
  const ordered = [...routes].sort(
    (first, second) => byName(first.url, second.url) || byName(first.method, second.method),
  );
  for (const route of ordered) {
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase() as HttpMethodName;
    const pathItem = (paths[path] ??= {});
    if (pathItem[method]) throw new Error(`Two routes declare ${route.method} ${route.url}`);
    pathItem[method] = operationOf(route, components);
  }
  const tags = [...new Set(routes.map((route) => route.docs.tag))].sort(byName);
  return {
    openapi: '3.1.1',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: tags.map((name) => ({ name })),
    paths: Object.fromEntries(
      Object.entries(sortedByKey(paths)).map(([path, item]) => [path, sortedByKey(item)]),
    ),
    components: { schemas: sortedByKey(components.schemas), securitySchemes },
  };
}
