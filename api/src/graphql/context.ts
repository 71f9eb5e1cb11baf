import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../modules/auth/viewer-model.js';
import type { GraphQLContext } from '../platform/graphql-context.js';
import type { AppServices } from '../platform/services.js';
import type { RequestScope } from '../platform/request-scope.js';

/** The resolvers' context: the request's scope (http/request-scope.ts) and the app's services. */
export function buildContext(
  services: AppServices,
  request: FastifyRequest,
): Omit<GraphQLContext, 'reply'> {
  const scope: RequestScope | null = request.scope;
  // The endpoint answers 404 for a path without a country served before this is reached.
  if (!scope) throw new Error('A GraphQL request without a country scope');
  let tokenViewer: Viewer | undefined;
  return {
    country: scope.country,
    database: scope.database,
    services,
    client: scope.client,
    loaders: scope.loaders,
    getViewer: () => (tokenViewer ? Promise.resolve(tokenViewer) : scope.sessionViewer()),
    actAs: (viewer) => {
      tokenViewer = viewer;
    },
    getProviderCredential: () => scope.providerCredential(),
    getStaff: () => scope.staffCaller(),
  };
}
