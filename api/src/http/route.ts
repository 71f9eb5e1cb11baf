import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../modules/auth/viewer-model.js';
import type { StaffCaller } from '../modules/staff/staff-model.js';
import { assertProviderCredential } from '../infrastructure/provider-keys/policy.js';
import { isProviderKey, type ProviderCredential } from '../infrastructure/provider-keys/service.js';
import { type Authentication, type RestRoute, type RouteCall } from '../platform/rest-route.js';
import type { AppServices } from '../platform/services.js';
import { DomainError, notFound, unauthenticated } from '../shared/errors.js';
import { restErrorHandler } from './errors.js';
import type { RequestScope } from '../platform/request-scope.js';

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

/** The request's scope: every REST route's path names its country (else the route is wrong). */
function scopeOf(request: FastifyRequest): RequestScope {
  // The route's own mistake, not the caller's: a route that authenticates names its country.
  if (!request.scope) throw new Error('A REST route that authenticates needs a :country parameter');
  return request.scope;
}

/** The caller of a signed-in route in the country of its path, as GraphQL resolves it; else 401. */
async function signedInViewer(
  request: FastifyRequest,
  apiTokens: 'read' | 'order' | undefined,
): Promise<Viewer> {
  const scope = scopeOf(request);
  if (scope.hasApiToken()) {
    // The operation the audit log names is the route.
    const operation = `${request.method} ${request.routeOptions.url ?? ''}`;
    return scope.apiTokenViewer(operation, apiTokens ?? 'denied');
  }
  const viewer = await scope.sessionViewer();
  if (!viewer) throw unauthenticated();
  // A provider's staff member seeing a customer's portal reads: downloads, never uploads or orders.
  if (viewer.customerView && !readingMethods.has(request.method)) {
    throw new DomainError('READ_ONLY_VIEW');
  }
  return viewer;
}

const readingMethods = new Set(['GET', 'HEAD']);

/** The provider's system calling with a key of the path's country; a user's token is 403. */
async function providerCredential(request: FastifyRequest): Promise<ProviderCredential> {
  const scope = scopeOf(request);
  const credential = await scope.providerCredential();
  const token = scope.client.bearerToken;
  // A user's own token is refused as such (403), like the admin GraphQL calls do.
  const signedInAsUser =
    !credential &&
    token !== undefined &&
    !isProviderKey(token) &&
    (await scope.sessionViewer()) !== null;
  return assertProviderCredential(credential, signedInAsUser);
}

/** The staff member of a console session of the path's country; anyone else is 401. */
async function staffCaller(request: FastifyRequest): Promise<StaffCaller> {
  const staff = await scopeOf(request).staffCaller();
  if (!staff) throw unauthenticated();
  return staff;
}

/** What a route's onRequest step found: the path's input and the caller, before any body is read. */
interface CheckedCaller {
  params: unknown;
  viewer: Viewer | null;
  provider: ProviderCredential | null;
  staff: StaffCaller | null;
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
          ? await signedInViewer(request, route.apiTokens)
          : null;
      const provider =
        route.authentication === 'provider-key' ? await providerCredential(request) : null;
      const staff = route.authentication === 'staff' ? await staffCaller(request) : null;
      checkedCallers.set(request, { params, viewer, provider, staff });
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
        staff: checked.staff as Call['staff'],
        services,
        request,
        reply,
      });
    },
  });
}
