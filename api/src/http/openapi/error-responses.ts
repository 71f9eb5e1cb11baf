import { httpStatusOfCode } from '../errors.js';
import type { DocumentedRoute } from '../../platform/documented-route.js';
import type { JsonSchema, MediaTypeObject, ResponseObject } from './openapi-types.js';

/** The standard body of every REST error (http/errors.ts). */
export const errorSchema: JsonSchema = {
  type: 'object',
  description: 'Every REST error: a stable code for programs, a message for people.',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: {
          type: 'string',
          enum: [...Object.keys(httpStatusOfCode).sort(), 'INTERNAL_SERVER_ERROR'],
        },
        message: { type: 'string' },
        fields: {
          type: 'array',
          description: 'The fields of the input that are not valid, where known.',
          items: {
            type: 'object',
            properties: { field: { type: 'string' }, message: { type: 'string' } },
            required: ['field', 'message'],
          },
        },
        retryAfterSeconds: {
          type: 'integer',
          description: 'With TOO_MANY_ATTEMPTS: when to try again (also the Retry-After header).',
        },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

/** The error body of the SCIM routes (RFC 7644, section 3.12). */
export const scimErrorSchema: JsonSchema = {
  type: 'object',
  description: "SCIM's error schema (RFC 7644, section 3.12).",
  properties: {
    schemas: {
      type: 'array',
      items: { const: 'urn:ietf:params:scim:api:messages:2.0:Error' },
    },
    status: { type: 'string', description: 'The HTTP status, as a string.' },
    scimType: { type: 'string' },
    detail: { type: 'string' },
  },
  required: ['schemas', 'status', 'detail'],
};

const descriptions: Record<number, (route: DocumentedRoute) => string> = {
  400: () => 'The input is malformed: the message (and `fields`, where given) says what.',
  401: (route) =>
    route.authentication === 'signed-in'
      ? 'No valid session token (or API token) for the country of the path.'
      : route.authentication === 'staff'
        ? 'No live console session of the country of the path.'
        : 'No valid credential of the country of the path.',
  403: (route) =>
    route.authentication === 'provider-key'
      ? "A user's token, not a provider key."
      : route.authentication === 'staff'
        ? "The staff member's role may not do this (support reads only)."
        : route.apiTokens
          ? 'The caller may not see this, or the API token lacks the scope.'
          : 'The caller may not do this; an API token is refused here.',
  404: () => 'No such country, or nothing of this id that the caller may see.',
  413: (route) =>
    route.bodyLimit
      ? `The body is larger than this route takes (${route.bodyLimit} bytes).`
      : "The body is larger than the server's limit.",
  429: () =>
    "The API token's requests per minute are used up: try again after Retry-After seconds.",
};

/** The error statuses a route can answer, from what its declaration says it checks. */
function errorStatusesOf(route: DocumentedRoute): number[] {
  const pathParameters = route.url.match(/:[A-Za-z0-9_]+/g)?.map((name) => name.slice(1)) ?? [];
  const lookupParameters = route.lookupParams ?? ['country'];
  const checksInput =
    route.query !== undefined ||
    route.body !== undefined ||
    pathParameters.some((name) => !lookupParameters.includes(name));
  const statuses = [
    checksInput ? 400 : 0,
    route.authentication === 'none' ? 0 : 401,
    route.authentication === 'signed-in' ||
    route.authentication === 'provider-key' ||
    route.authentication === 'staff'
      ? 403
      : 0,
    pathParameters.length > 0 ? 404 : 0,
    route.body !== undefined || route.bodyLimit !== undefined ? 413 : 0,
    route.apiTokens ? 429 : 0,
  ];
  return statuses.filter((status) => status > 0);
}

/** The error answers of a route, each with the error body it sends (SCIM's own for SCIM). */
export function errorResponsesOf(route: DocumentedRoute): Record<string, ResponseObject> {
  const scim = route.authentication === 'scim-token';
  const body: Record<string, MediaTypeObject> = scim
    ? { 'application/scim+json': { schema: { $ref: '#/components/schemas/ScimError' } } }
    : { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const responses: Record<string, ResponseObject> = {};
  for (const status of errorStatusesOf(route)) {
    const describe = descriptions[status];
    responses[String(status)] = {
      description: describe ? describe(route) : 'An error.',
      ...(status === 429
        ? {
            headers: {
              'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
            },
          }
        : {}),
      content: body,
    };
  }
  return responses;
}
