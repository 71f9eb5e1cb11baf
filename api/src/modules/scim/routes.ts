import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '../../platform/request-scope.js';
import type { AppServices } from '../../platform/services.js';
import type { CountryCode } from '../../shared/countries.js';
import {
  changeGroupMembers,
  filteredGroups,
  findScimGroup,
  groupMembers,
  scimGroups,
} from './group-service.js';
import {
  groupResource,
  resourceTypes,
  schemaDefinitions,
  serviceProviderConfig,
  userResource,
} from './resources.js';
import {
  invalidValue,
  listResponse,
  pageOf,
  parseFilter,
  patchOperationsOf,
  ScimError,
  scimContentType,
  scimErrorBody,
  type PatchOperation,
} from './scim-protocol.js';
import { consumeScimWrite, type ScimCaller } from './token-service.js';
import { patchedAttributes, userAttributesOf } from './user-attributes.js';
import { findScimUser, listScimUsers } from './user-queries.js';
import { createScimUser, deleteScimUser, updateScimUser } from './user-service.js';

/** The routes below as the REST API's contract describes them. */
export { scimRouteDocumentation } from './documented-routes.js';

interface ScimCall {
  country: CountryCode;
  caller: ScimCaller;
  baseUrl: string;
  request: FastifyRequest;
}

type Params = { country?: string; id?: string };
type Query = Record<string, unknown>;

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type(scimContentType)
    .send(body === undefined ? undefined : JSON.stringify(body));
}

/** Every error in SCIM's error schema: the client's mistakes with their status, ours a 500. */
function scimErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ScimError) {
    if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return send(reply, error.status, scimErrorBody(error.status, error.message, error.scimType));
  }
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return send(
      reply,
      status,
      scimErrorBody(status, error.message, status === 400 ? 'invalidSyntax' : undefined),
    );
  }
  request.log.error({ err: error }, 'SCIM request failed');
  return send(reply, 500, scimErrorBody(500, 'The request could not be completed.'));
}

/**
 * SCIM 2.0 for the customer's identity provider (Microsoft Entra ID): /scim/v2/{country}/Users
 * and /Groups with a SCIM token of that country. A token acts for its own supplier only, and
 * nothing but a SCIM token is accepted here (a SCIM token is accepted nowhere else).
 */
export async function scimRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, jsonParser);
  app.setErrorHandler(scimErrorHandler);

  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    handler: (
      call: ScimCall,
      params: Params,
      query: Query,
      body: unknown,
    ) => Promise<[number, unknown]>,
  ) => {
    app.route({
      method,
      url: `/scim/v2/:country${path}`,
      handler: async (request, reply) => {
        const params = request.params as Params;
        // A path without a country served has no scope.
        const { scope } = request;
        if (!scope) throw new ScimError(404, 'Resource not found.');
        const caller = await scope.scimCaller();
        if (!caller) throw new ScimError(401, 'A valid SCIM token of this country is required.');
        if (method !== 'GET') await consumeScimWrite(scope.database, caller);
        const call = {
          country: scope.country,
          caller,
          baseUrl: `${services.config.publicUrl}/scim/v2/${scope.country}`,
          request,
        };
        const answer = handler(call, params, request.query as Query, request.body);
        // A write may have ended sessions or changed rights: this instance forgets what it keeps
        // before answering, rather than when the database's notification arrives.
        const forget = () => {
          if (method !== 'GET') services.caches[scope.country].feed.announceLocalChange();
        };
        const [status, body] = await answer.finally(forget);
        return send(reply, status, body);
      },
    });
  };
  const databaseOf = (call: ScimCall) => services.databases[call.country];

  route('GET', '/ServiceProviderConfig', async (call) => [
    200,
    serviceProviderConfig(call.baseUrl),
  ]);
  route('GET', '/ResourceTypes', async (call) => {
    const types = resourceTypes(call.baseUrl);
    return [200, listResponse(types, types.length, { startIndex: 1, count: types.length })];
  });
  route('GET', '/Schemas', async (call) => {
    const schemas = schemaDefinitions(call.baseUrl);
    return [200, listResponse(schemas, schemas.length, { startIndex: 1, count: schemas.length })];
  });

  route('GET', '/Users', async (call, _params, query) => {
    const page = pageOf(query);
    const { users, total } = await listScimUsers(
      databaseOf(call),
      call.caller,
      parseFilter(query.filter),
      page,
    );
    const resources = users.map((user) => userResource(user, call.baseUrl));
    return [200, listResponse(resources, total, page)];
  });
  route('POST', '/Users', async (call, _params, _query, body) => {
    const user = await createScimUser(
      databaseOf(call),
      call.caller,
      call.country,
      userAttributesOf(body),
    );
    return [201, userResource(user, call.baseUrl)];
  });
  route('GET', '/Users/:id', async (call, params) => [
    200,
    userResource(await findScimUser(databaseOf(call), call.caller, params.id ?? ''), call.baseUrl),
  ]);
  route('PUT', '/Users/:id', async (call, params, _query, body) => {
    const wanted = userAttributesOf(body);
    const user = await updateScimUser(databaseOf(call), call.caller, params.id ?? '', () => wanted);
    return [200, userResource(user, call.baseUrl)];
  });
  route('PATCH', '/Users/:id', async (call, params, _query, body) => {
    const operations = patchOperationsOf(body);
    const user = await updateScimUser(databaseOf(call), call.caller, params.id ?? '', (current) =>
      patchedAttributes(current, operations),
    );
    return [200, userResource(user, call.baseUrl)];
  });
  route('DELETE', '/Users/:id', async (call, params) => {
    await deleteScimUser(databaseOf(call), call.caller, params.id ?? '');
    return [204, undefined];
  });

  const withMembers = (query: Query) =>
    !/\bmembers\b/i.test(
      typeof query.excludedAttributes === 'string' ? query.excludedAttributes : '',
    );
  const groupOf = async (call: ScimCall, id: string, query: Query) => {
    const group = findScimGroup(id);
    const members = withMembers(query)
      ? await groupMembers(databaseOf(call), call.caller, group)
      : undefined;
    return groupResource(group, members, call.baseUrl);
  };

  route('GET', '/Groups', async (call, _params, query) => {
    const page = pageOf(query);
    const groups = await filteredGroups(databaseOf(call), call.caller, parseFilter(query.filter));
    const shown = groups.slice(page.startIndex - 1, page.startIndex - 1 + page.count);
    const resources = await Promise.all(shown.map((group) => groupOf(call, group.id, query)));
    return [200, listResponse(resources, groups.length, page)];
  });
  route('POST', '/Groups', async (_call, _params, _query, body) => {
    const name = (body as { displayName?: unknown } | null)?.displayName;
    const exists = scimGroups.some(
      (group) => typeof name === 'string' && group.displayName.toLowerCase() === name.toLowerCase(),
    );
    if (exists) throw new ScimError(409, 'This group exists already.', 'uniqueness');
    throw invalidValue(
      `The portal has only the groups ${scimGroups.map((group) => `"${group.displayName}"`).join(' and ')}.`,
    );
  });
  route('GET', '/Groups/:id', async (call, params, query) => [
    200,
    await groupOf(call, params.id ?? '', query),
  ]);
  route('PATCH', '/Groups/:id', async (call, params, query, body) => {
    const group = findScimGroup(params.id ?? '');
    await changeGroupMembers(databaseOf(call), call.caller, group, patchOperationsOf(body));
    return [200, await groupOf(call, group.id, query)];
  });
  route('PUT', '/Groups/:id', async (call, params, query, body) => {
    const group = findScimGroup(params.id ?? '');
    const members = (body as { members?: unknown } | null)?.members ?? [];
    const operations: PatchOperation[] = [{ op: 'replace', path: 'members', value: members }];
    await changeGroupMembers(databaseOf(call), call.caller, group, operations);
    return [200, await groupOf(call, group.id, query)];
  });
  route('DELETE', '/Groups/:id', async (_call, params) => {
    findScimGroup(params.id ?? '');
    throw new ScimError(400, "The portal's groups are fixed and cannot be deleted.", 'mutability');
  });
}
