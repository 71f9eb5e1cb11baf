import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../database/connections.js';
import type { AppServices } from '../graphql/context.js';
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
import { createSupplierLoaders, type SupplierLoaders } from '../modules/suppliers/service.js';
import { countryCodes, type CountryCode } from '../shared/countries.js';
import { DomainError, forbidden, notFound, unauthenticated } from '../shared/errors.js';
import { isUuid } from '../shared/ids.js';
import { restErrorHandler } from './errors.js';

/** The country path segment of a REST route: one of the countries served, else 404. */
export const countryParam = z.enum(countryCodes);

/**
 * A uuid path segment, by the same test the services apply (any uuid the database takes):
 * malformed -> 400; a well-formed id of nothing -> the route's 404.
 */
export const uuidParam = z.string().refine(isUuid, 'Not an id.');

/** What a signed-in route's services read for one country, as the GraphQL context has it. */
export interface CountryScope {
  country: CountryCode;
  database: Database;
  loaders: SupplierLoaders;
}

export function countryScope(services: AppServices, country: CountryCode): CountryScope {
  const database = services.databases[country];
  return {
    country,
    database,
    loaders: createSupplierLoaders(database, services.caches[country].suppliers),
  };
}

type Authentication = 'signed-in' | 'provider-key' | 'none';

interface RouteCall<Params, Query, Body, Auth extends Authentication> {
  params: Params;
  query: Query;
  body: Body;
  /** The caller, resolved from the bearer token exactly as for GraphQL. */
  viewer: Auth extends 'signed-in' ? Viewer : null;
  /** The provider's system calling with its key, as for the admin GraphQL calls. */
  provider: Auth extends 'provider-key' ? ProviderCredential : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RestRoute<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Auth extends Authentication,
> {
  method: 'GET' | 'POST';
  url: string;
  params: Params;
  query?: Query;
  /** A JSON body; routes that stream their body (uploads) read it themselves. */
  body?: Body;
  /**
   * 'signed-in': the Authorization header of the GraphQL calls, else 401. 'provider-key': a
   * provider key of the path's country (401 without one, 403 for a user's token).
   */
  authentication: Auth;
  /**
   * 'read': an organisation API token may call this signed-in route too (a file or export of
   * data its read scope covers). Without it, a token is refused (403): default deny, as for
   * GraphQL's root fields.
   */
  apiTokens?: 'read';
  /** A larger JSON body than the server's default (batches of the provider's systems). */
  bodyLimit?: number;
  /**
   * Path parameters that name something to look up (the country by default): an invalid value
   * is "no such thing" (404); any other invalid input is malformed (400).
   */
  lookupParams?: readonly string[];
  handler(call: RouteCall<z.infer<Params>, z.infer<Query>, z.infer<Body>, Auth>): Promise<unknown>;
}

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

/**
 * Adds one REST route in the shape every route has: input checked by its schema, the caller
 * signed in as for GraphQL, then the handler (policy, service, send). Every error, whatever
 * throws it, becomes the standard body and status in one place (http/errors.ts).
 */
export function addRestRoute<
  Params extends z.ZodType,
  Query extends z.ZodType = z.ZodType<undefined>,
  Body extends z.ZodType = z.ZodType<undefined>,
  Auth extends Authentication = Authentication,
>(app: FastifyInstance, services: AppServices, route: RestRoute<Params, Query, Body, Auth>): void {
  const lookupParams = route.lookupParams ?? ['country'];
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    errorHandler: restErrorHandler,
    handler: async (request, reply) => {
      // An unknown country is 404 before anything else is said about the request.
      const params = parsed(route.params, request.params, lookupParams);
      // Without a schema there is no query or body to speak of (undefined, by the defaults).
      const query = (
        route.query ? parsed(route.query, request.query, []) : undefined
      ) as z.infer<Query>;
      const body = (route.body ? parsed(route.body, request.body, []) : undefined) as z.infer<Body>;
      const viewer =
        route.authentication === 'signed-in'
          ? await signedInViewer(services, params, request, route.apiTokens)
          : null;
      const provider =
        route.authentication === 'provider-key'
          ? await providerCredential(services, params, request)
          : null;
      return route.handler({
        params,
        query,
        body,
        viewer: viewer as RouteCall<z.infer<Params>, z.infer<Query>, z.infer<Body>, Auth>['viewer'],
        provider: provider as RouteCall<
          z.infer<Params>,
          z.infer<Query>,
          z.infer<Body>,
          Auth
        >['provider'],
        request,
        reply,
      });
    },
  });
}
