import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiToken } from '../modules/api-tokens/api-token-model.js';
import { useApiToken } from '../modules/api-tokens/service.js';
import { bearerTokenOf, resolveViewer } from '../modules/auth/service.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import { findProviderCredential } from '../infrastructure/provider-keys/service.js';
import { createSupplierLoaders } from '../modules/suppliers/service.js';
import type { AppServices } from '../platform/services.js';
import { isCountryCode, type CountryCode } from '../shared/countries.js';
import { DomainError, forbidden, unauthenticated } from '../shared/errors.js';
import type { RequestClient } from '../shared/request-client.js';
import type { RequestScope } from '../platform/request-scope.js';
import { findScimCaller } from '../modules/scim/service.js';
import { findStaffCaller } from '../modules/staff/service.js';

function memoized<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let value: Promise<Value> | undefined;
  return () => (value ??= load());
}

function createRequestScope(
  services: AppServices,
  country: CountryCode,
  request: FastifyRequest,
): RequestScope {
  const database = services.databases[country];
  const { viewers, feed, suppliers } = services.caches[country];
  const client: RequestClient = {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
    bearerToken: bearerTokenOf(request.headers.authorization),
  };
  const token = client.bearerToken;
  let tokenUse: Promise<Viewer> | undefined;
  return {
    country,
    database,
    loaders: createSupplierLoaders(database, suppliers),
    client,
    sessionViewer: memoized(() =>
      resolveViewer({ tokens: services.tokens, database, viewers, feed }, country, token),
    ),
    providerCredential: memoized(async () =>
      token ? findProviderCredential(database, token) : null,
    ),
    hasApiToken: () => token !== undefined && isApiToken(token),
    scimCaller: memoized(() => findScimCaller(database, token)),
    staffCaller: memoized(() => findStaffCaller(database, token)),
    apiTokenViewer: (operation, required) =>
      (tokenUse ??= (async () => {
        const use = token
          ? await useApiToken(database, {
              token,
              operation,
              required,
              requestsPerMinute: services.config.apiTokenRequestsPerMinute,
              ipAddress: client.ipAddress,
              userAgent: client.userAgent,
            })
          : null;
        if (!use) throw unauthenticated();
        if (use.outcome === 'rate_limited') {
          throw new DomainError('TOO_MANY_ATTEMPTS', undefined, {
            retryAfterSeconds: use.retryAfterSeconds,
          });
        }
        if (use.outcome === 'forbidden') throw forbidden();
        return use.viewer;
      })()),
  };
}

/**
 * Gives every request its scope before any transport reads it (GraphQL's context and the REST
 * routes both take `request.scope`), so the caller is found one way for all of them.
 */
export function installRequestScope(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request) => {
    const { country } = (request.params ?? {}) as { country?: unknown };
    request.scope = isCountryCode(country) ? createRequestScope(services, country, request) : null;
  });
}
