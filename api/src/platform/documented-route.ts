import type { z } from 'zod';
import type { RouteDocumentation } from './route-documentation.js';

/**
 * How a route knows its caller; 'scim-token' is the identity provider's SCIM token, 'staff' a
 * console session of the provider's staff.
 */
type RouteAuthentication = 'signed-in' | 'provider-key' | 'staff' | 'scim-token' | 'none';

/** What the API contract needs of one route: its declaration, without the handler. */
export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify style: `/files/:country/documents/:documentId`. */
  url: string;
  params: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  authentication: RouteAuthentication;
  apiTokens?: 'read' | 'order';
  bodyLimit?: number;
  /** Path parameters whose invalid value is "not found" (404); the country by default. */
  lookupParams?: readonly string[];
  docs: RouteDocumentation;
}
