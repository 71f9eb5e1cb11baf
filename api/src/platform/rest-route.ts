import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../database/connections.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import type { ProviderCredential } from '../infrastructure/provider-keys/service.js';
import type { StaffCaller } from '../modules/staff/staff-model.js';
import { createSupplierLoaders, type SupplierLoaders } from '../modules/suppliers/service.js';
import { countryCodes, type CountryCode } from '../shared/countries.js';
import { isUuid } from '../shared/ids.js';
import type { RouteDocumentation } from './route-documentation.js';
import type { AppServices } from './services.js';

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

export type Authentication = 'signed-in' | 'provider-key' | 'staff' | 'none';

export interface RouteCall<Params, Query, Body, Auth extends Authentication> {
  params: Params;
  query: Query;
  body: Body;
  /** The caller, resolved from the bearer token exactly as for GraphQL. */
  viewer: Auth extends 'signed-in' ? Viewer : null;
  /** The provider's system calling with its key, as for the admin GraphQL calls. */
  provider: Auth extends 'provider-key' ? ProviderCredential : null;
  /** The provider's staff member of a console session of the path's country. */
  staff: Auth extends 'staff' ? StaffCaller : null;
  /** What the process holds for every request (storage, config, databases). */
  services: AppServices;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One REST route, declared as data: its input schemas, who may call it, what the API reference
 * says of it, and its handler. Modules list their routes in their manifest; the server registers
 * them (http/route.ts) and docs/api/openapi.json is made from the same list.
 */
export interface RestRoute<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Auth extends Authentication = Authentication,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params: Params;
  query?: Query;
  /** A JSON body; routes that stream their body (uploads) read it themselves. */
  body?: Body;
  /**
   * 'signed-in': the Authorization header of the GraphQL calls, else 401. 'provider-key': a
   * provider key of the path's country (401 without one, 403 for a user's token). The caller is
   * checked before the body is read. 'staff': a console session of the path's country, else 401.
   */
  authentication: Auth;
  /**
   * 'read': an organisation API token may call this signed-in route too (a file or export of
   * data its read scope covers); 'order': only a token of the read-and-order scope may (it
   * changes the supplier's orders, as the order mutations do). Without it, a token is refused
   * (403): default deny, as for GraphQL's root fields.
   */
  apiTokens?: 'read' | 'order';
  /** A larger JSON body than the server's default (batches of the provider's systems). */
  bodyLimit?: number;
  /**
   * Path parameters that name something to look up (the country by default): an invalid value
   * is "no such thing" (404); any other invalid input is malformed (400).
   */
  lookupParams?: readonly string[];
  docs: RouteDocumentation;
  handler(call: RouteCall<z.infer<Params>, z.infer<Query>, z.infer<Body>, Auth>): Promise<unknown>;
}

/** Declares a route with its types inferred from its schemas. */
export function restRoute<
  Params extends z.ZodType,
  Query extends z.ZodType = z.ZodType<undefined>,
  Body extends z.ZodType = z.ZodType<undefined>,
  Auth extends Authentication = Authentication,
>(route: RestRoute<Params, Query, Body, Auth>): RestRoute<Params, Query, Body, Auth> {
  return route;
}
