import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../modules/auth/viewer-model.js';
import { isApiToken } from '../modules/api-tokens/api-token-model.js';
import { useApiToken } from '../modules/api-tokens/service.js';
import { bearerTokenOf, resolveViewer } from '../modules/auth/service.js';
import { requireProviderCredential } from '../modules/provider-keys/policy.js';
import {
  findProviderCredential,
  isProviderKey,
  type ProviderCredential,
} from '../modules/provider-keys/service.js';
import {
  countryParam,
  type Authentication,
  type RestRoute,
  type RouteCall,
} from '../platform/rest-route.js';
import type { AppServices } from '../platform/services.js';
import type { CountryCode } from '../shared/countries.js';
import { DomainError, forbidden, notFound, unauthenticated } from '../shared/errors.js';
import { restErrorHandler } from './errors.js';

function parsed<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  lookupParams: readonly string[],
): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { issues } = result.error;
  if (issues.some((issue) => lookupParams.includes(String(issue.path[0])))) throw notFound();
  const first = issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw new DomainError('BAD_USER_INPUT', `${where}${first?.message ?? 'The input is not valid.'}`);
}

/**
 * The caller behind an organisation API token, checked, counted and recorded as for GraphQL
 * (the operation is the route); 403 unless the route takes tokens, 429 over the token's limit.
 */
async function apiTokenViewer(
  services: AppServices,
  country: CountryCode,
  request: FastifyRequest,
  token: string,
  access: 'read' | undefined,
): Promise<Viewer> {
  const use = await useApiToken(services.databases[country], {
    token,
    operation: `${request.method} ${request.routeOptions.url ?? ''}`,
    required: access ?? 'denied',
    requestsPerMinute: services.config.apiTokenRequestsPerMinute,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });
  if (!use) throw unauthenticated();
  if (use.outcome === 'rate_limited') {
    throw new DomainError('TOO_MANY_ATTEMPTS', undefined, {
      retryAfterSeconds: use.retryAfterSeconds,
    });
  }
  if (use.outcome === 'forbidden') throw forbidden();
  return use.viewer;
}

/** The caller of a signed-in route in the country of its path, as GraphQL resolves it; else 401. */
async function signedInViewer(
  services: AppServices,
  params: unknown,
  request: FastifyRequest,
  apiTokens: 'read' | undefined,
): Promise<Viewer> {
  const country = countryParam.safeParse((params as { country?: unknown }).country);
  // The route's own mistake, not the caller's: a signed-in route names its country.
  if (!country.success) throw new Error('A signed-in REST route needs a :country parameter');
  const bearerToken = bearerTokenOf(request.headers.authorization);
  if (bearerToken && isApiToken(bearerToken)) {
    return apiTokenViewer(services, country.data, request, bearerToken, apiTokens);
  }
  const { viewers, feed } = services.caches[country.data];
  const viewer = await resolveViewer(
    { tokens: services.tokens, database: services.databases[country.data], viewers, feed },
    country.data,
    bearerToken,
  );
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The provider's system calling with a key of the path's country; a user's token is 403. */
async function providerCredential(
  services: AppServices,
  params: unknown,
  request: FastifyRequest,
): Promise<ProviderCredential> {
  const country = countryParam.safeParse((params as { country?: unknown }).country);
  if (!country.success) throw new Error('A provider-key REST route needs a :country parameter');
  const database = services.databases[country.data];
  const token = bearerTokenOf(request.headers.authorization);
  const credential = token ? await findProviderCredential(database, token) : null;
  // A user's own token is refused as such (403), like the admin GraphQL calls do.
  const { viewers, feed } = services.caches[country.data];
  const signedInAsUser =
    !credential &&
    token !== undefined &&
    !isProviderKey(token) &&
    (await resolveViewer(
      { tokens: services.tokens, database, viewers, feed },
      country.data,
      token,
    )) !== null;
  return requireProviderCredential(credential, signedInAsUser);
}

/** What a route's onRequest step found: the path's input and the caller, before any body is read. */
interface CheckedCaller {
  params: unknown;
  viewer: Viewer | null;
  provider: ProviderCredential | null;
}

const checkedCallers = new WeakMap<FastifyRequest, CheckedCaller>();

/**
 * Registers one declared REST route in the shape every route has: the path checked and the caller
 * resolved as for GraphQL before the body is read (so an anonymous caller learns nothing of the
 * body's schema and a large body is not parsed for nobody), then the query and body checked by
 * their schemas, then the handler (policy, service, send). Every error, whatever throws it,
 * becomes the standard body and status in one place (http/errors.ts).
 */
export function addRestRoute<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Auth extends Authentication,
>(app: FastifyInstance, services: AppServices, route: RestRoute<Params, Query, Body, Auth>): void {
  const lookupParams = route.lookupParams ?? ['country'];
  type Call = RouteCall<z.infer<Params>, z.infer<Query>, z.infer<Body>, Auth>;
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    errorHandler: restErrorHandler,
    onRequest: async (request) => {
      // An unknown country is 404 before anything else is said about the request.
      const params = parsed(route.params, request.params, lookupParams);
      const viewer =
        route.authentication === 'signed-in'
          ? await signedInViewer(services, params, request, route.apiTokens)
          : null;
      const provider =
        route.authentication === 'provider-key'
          ? await providerCredential(services, params, request)
          : null;
      checkedCallers.set(request, { params, viewer, provider });
    },
    handler: async (request, reply) => {
      const checked = checkedCallers.get(request);
      if (!checked) throw new Error('The route was reached without its onRequest step');
      // Without a schema there is no query or body to speak of (undefined, by the defaults).
      const query = (
        route.query ? parsed(route.query, request.query, []) : undefined
      ) as z.infer<Query>;
      const body = (route.body ? parsed(route.body, request.body, []) : undefined) as z.infer<Body>;
      return route.handler({
        params: checked.params as z.infer<Params>,
        query,
        body,
        viewer: checked.viewer as Call['viewer'],
        provider: checked.provider as Call['provider'],
        services,
        request,
        reply,
      });
    },
  });
}
