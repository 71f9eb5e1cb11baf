import { z } from 'zod';
import type { DocumentedRoute } from '../../platform/documented-route.js';
import { countryCodes } from '../../shared/countries.js';

/**
 * The SCIM routes as the API contract lists them. The routes check their input by hand, in
 * SCIM's own error format (scim-protocol.ts, user-attributes.ts); these schemas say what those
 * checks take, for the reference only. documented-routes.test.ts keeps the list and the routes in step.
 */

const country = z.enum(countryCodes).describe("The country of the organisation's portal.");
const countryParams = z.object({ country });
const resourceParams = z.object({
  country,
  id: z.string().describe("The resource's id, as the portal answered it."),
});
const lookupParams = ['country', 'id'];

const listQuery = z.object({
  filter: z
    .string()
    .max(1000)
    .optional()
    .describe('Equality tests joined by `and`: `userName eq "a@example.com"`.'),
  startIndex: z.coerce.number().int().optional().describe('The first result, from 1 (default 1).'),
  count: z.coerce
    .number()
    .int()
    .optional()
    .describe('Results per page, at most 200 (default 100; 0 gives the total only).'),
});
const groupQuery = z.object({
  excludedAttributes: z
    .string()
    .optional()
    .describe('`members` leaves the members out of the answer.'),
});

const scimBoolean = z.union([z.boolean(), z.enum(['True', 'False'])]);
const meta = z.object({
  resourceType: z.string(),
  created: z.string().optional(),
  lastModified: z.string().optional(),
  location: z.string(),
});
const name = z.object({
  givenName: z.string().max(100).optional(),
  familyName: z.string().max(100).optional(),
});
const email = z.object({
  value: z.string(),
  type: z.string().optional(),
  primary: scimBoolean.optional(),
});

const userBody = z.object({
  schemas: z.array(z.string()).optional(),
  userName: z.string().max(254).describe('The e-mail address the user signs in with.'),
  name: name.optional(),
  displayName: z.string().max(201).optional().describe('Fills the name when no name is sent.'),
  emails: z.array(email).optional().describe('The work address, when userName is no address.'),
  externalId: z.string().max(256).nullable().optional(),
  active: scimBoolean.optional().describe('False deactivates the user (true by default).'),
});

const patchBody = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(
      z.object({
        op: z.string().describe('add, replace or remove (any case).'),
        path: z.string().optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(100),
});

const member = z.object({ value: z.string(), display: z.string().optional() });
const groupBody = z.object({
  schemas: z.array(z.string()).optional(),
  displayName: z.string().optional(),
  members: z.array(member).optional().describe('Every member the group is to have.'),
});

const userResource = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string(),
  name: z.object({ givenName: z.string(), familyName: z.string(), formatted: z.string() }),
  displayName: z.string(),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
  active: z.boolean(),
  groups: z.array(z.object({ value: z.string(), display: z.string(), type: z.string() })),
  meta,
});
const groupResource = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  displayName: z.string(),
  // Each member also has `$ref`, its user's URL: a property of that name is left out here, as
  // OpenAPI tools take it for a reference.
  members: z
    .array(z.object({ value: z.string(), display: z.string() }))
    .optional()
    .describe("Each also with `$ref`: the user's URL."),
  meta,
});
const listOf = (resource: z.ZodType) =>
  z.object({
    schemas: z.array(z.string()),
    totalResults: z.number().int(),
    startIndex: z.number().int(),
    itemsPerPage: z.number().int(),
    Resources: z.array(resource),
  });

const tag = 'SCIM';
const contentType = 'application/scim+json';
const scimRoute = (route: Omit<DocumentedRoute, 'authentication' | 'url'> & { path: string }) => {
  const { path, ...rest } = route;
  const withId = path.includes(':id');
  return {
    ...rest,
    url: `/scim/v2/:country${path}`,
    authentication: 'scim-token',
    ...(withId ? { lookupParams } : {}),
  } satisfies DocumentedRoute;
};
const answer = (description: string, schema?: z.ZodType, status?: number) => ({
  contentType,
  description,
  ...(schema ? { schema } : {}),
  ...(status ? { status } : {}),
});

/** Every SCIM route, for the REST API's contract (authentication: a SCIM token). */
export const scimRouteDocumentation: readonly DocumentedRoute[] = [
  scimRoute({
    method: 'GET',
    path: '/ServiceProviderConfig',
    params: countryParams,
    docs: {
      summary: 'What the SCIM service supports (RFC 7643, section 5)',
      tag,
      response: answer('Filter and PATCH supported; bulk, sort, ETags and passwords not.'),
    },
  }),
  scimRoute({
    method: 'GET',
    path: '/ResourceTypes',
    params: countryParams,
    docs: { summary: 'The resource types: User and Group', tag, response: answer('A list.') },
  }),
  scimRoute({
    method: 'GET',
    path: '/Schemas',
    params: countryParams,
    docs: { summary: 'The schemas of the resources', tag, response: answer('A list.') },
  }),
  scimRoute({
    method: 'GET',
    path: '/Users',
    params: countryParams,
    query: listQuery,
    docs: {
      summary: "The organisation's users, filtered and paged",
      tag,
      response: answer('A page of users.', listOf(userResource)),
    },
  }),
  scimRoute({
    method: 'POST',
    path: '/Users',
    params: countryParams,
    body: userBody,
    docs: {
      summary: 'Provisions a user',
      description:
        'A user of that address already in the organisation is 409 (uniqueness). The user is pending until the person confirms it at their first Microsoft sign-in; the answer is the same whether or not another organisation has a user of that address.',
      tag,
      response: answer('The user made.', userResource, 201),
    },
  }),
  scimRoute({
    method: 'GET',
    path: '/Users/:id',
    params: resourceParams,
    docs: { summary: 'A user', tag, response: answer('The user.', userResource) },
  }),
  scimRoute({
    method: 'PUT',
    path: '/Users/:id',
    params: resourceParams,
    body: userBody,
    docs: { summary: 'Replaces a user', tag, response: answer('The user.', userResource) },
  }),
  scimRoute({
    method: 'PATCH',
    path: '/Users/:id',
    params: resourceParams,
    body: patchBody,
    docs: { summary: 'Changes a user', tag, response: answer('The user.', userResource) },
  }),
  scimRoute({
    method: 'DELETE',
    path: '/Users/:id',
    params: resourceParams,
    docs: {
      summary: 'Deprovisions a user',
      tag,
      response: answer('Deprovisioned.', undefined, 204),
    },
  }),
  scimRoute({
    method: 'GET',
    path: '/Groups',
    params: countryParams,
    query: listQuery.extend(groupQuery.shape),
    docs: {
      summary: "The portal's groups: Portal administrators and Report access",
      tag,
      response: answer('A page of groups.', listOf(groupResource)),
    },
  }),
  scimRoute({
    method: 'POST',
    path: '/Groups',
    params: countryParams,
    body: groupBody,
    docs: {
      summary: 'Refused: the groups are fixed',
      description: 'A group of an existing name is 409 (uniqueness); any other is 400.',
      tag,
      response: answer('The group exists already.', undefined, 409),
    },
  }),
  scimRoute({
    method: 'GET',
    path: '/Groups/:id',
    params: resourceParams,
    query: groupQuery,
    docs: {
      summary: 'A group and its members',
      tag,
      response: answer('The group.', groupResource),
    },
  }),
  scimRoute({
    method: 'PATCH',
    path: '/Groups/:id',
    params: resourceParams,
    query: groupQuery,
    body: patchBody,
    docs: {
      summary: "Adds or removes a group's members",
      tag,
      response: answer('The group.', groupResource),
    },
  }),
  scimRoute({
    method: 'PUT',
    path: '/Groups/:id',
    params: resourceParams,
    query: groupQuery,
    body: groupBody,
    docs: {
      summary: "Replaces a group's members",
      tag,
      response: answer('The group.', groupResource),
    },
  }),
  scimRoute({
    method: 'DELETE',
    path: '/Groups/:id',
    params: resourceParams,
    docs: {
      summary: 'Refused: the groups are fixed',
      tag,
      response: answer('Always refused (mutability).', undefined, 400),
    },
  }),
];
