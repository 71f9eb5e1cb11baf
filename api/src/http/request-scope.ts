import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../database/connections.js';
import { isApiToken } from '../modules/api-tokens/api-token-model.js';
import { useApiToken, type RequiredAccess } from '../modules/api-tokens/service.js';
import { bearerTokenOf, resolveViewer } from '../modules/auth/service.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import {
  findProviderCredential,
  type ProviderCredential,
} from '../modules/provider-keys/service.js';
import { createSupplierLoaders, type SupplierLoaders } from '../modules/suppliers/service.js';
import type { AppServices } from '../platform/services.js';
import { isCountryCode, type CountryCode } from '../shared/countries.js';
import { DomainError, forbidden, unauthenticated } from '../shared/errors.js';
import type { RequestClient } from '../shared/request-client.js';

/**
 * One request's scope, whatever its transport: the country of its path, that country's database
 * and loaders, the client, and its caller. The caller is resolved at most once per request, on
 * first use, from the bearer token: a session, an organisation API token or a provider key.
 */
export interface RequestScope {
  country: CountryCode;
  database: Database;
  loaders: SupplierLoaders;
  client: RequestClient;
  /** The user of a live session token; null for anyone else. */
  sessionViewer(): Promise<Viewer | null>;
  /** The provider's system calling with a key of this country; null for anyone else. */
  providerCredential(): Promise<ProviderCredential | null>;
  /** True when the bearer token is an organisation API token (`itadat_`). */
  hasApiToken(): boolean;
  /**
   * The caller behind an organisation API token, checked against what the operation needs,
   * counted and recorded (one statement, once per request): 401 for an unknown token, 403
   * where its scope does not reach, 429 over its limit (with the seconds to wait).
   */
  apiTokenViewer(operation: string, required: RequiredAccess): Promise<Viewer>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request whose path names a country served (`:country`), else null. */
    scope: RequestScope | null;
  }
}

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
