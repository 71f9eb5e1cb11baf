import type { FastifyRequest } from 'fastify';
import { findProviderCredential } from '../modules/provider-keys/service.js';
import { bearerTokenOf, resolveViewer } from '../modules/auth/service.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import { createSupplierLoaders } from '../modules/suppliers/service.js';
import type { CountryCode } from '../shared/countries.js';
import type { RequestClient } from '../shared/request-client.js';
import type { GraphQLContext } from '../platform/graphql-context.js';
import type { AppServices } from '../platform/services.js';

export function buildContext(
  services: AppServices,
  country: CountryCode,
  request: FastifyRequest,
): Omit<GraphQLContext, 'reply'> {
  const database = services.databases[country];
  const client: RequestClient = {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
    bearerToken: bearerTokenOf(request.headers.authorization),
  };
  let viewer: Promise<Viewer | null> | undefined;
  const { viewers, feed } = services.caches[country];
  const loadViewer = () =>
    resolveViewer(
      { tokens: services.tokens, database, viewers, feed },
      country,
      client.bearerToken,
    );
  return {
    country,
    database,
    services,
    client,
    loaders: createSupplierLoaders(database, services.caches[country].suppliers),
    getViewer: () => (viewer ??= loadViewer()),
    actAs: (tokenViewer) => {
      viewer = Promise.resolve(tokenViewer);
    },
    getProviderCredential: () =>
      client.bearerToken
        ? findProviderCredential(database, client.bearerToken)
        : Promise.resolve(null),
  };
}
