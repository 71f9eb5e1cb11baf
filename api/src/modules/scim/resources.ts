import { scimGroups, type GroupMember, type ScimGroup } from './group-service.js';
import { scimSchemas } from './scim-protocol.js';
import type { ScimUserRow } from './user-queries.js';

/** A user as SCIM shows it; userName is the e-mail address the user signs in with. */
export function userResource(user: ScimUserRow, baseUrl: string) {
  const displayName = `${user.first_name} ${user.last_name}`.trim();
  return {
    schemas: [scimSchemas.user],
    id: user.id,
    ...(user.scim_external_id ? { externalId: user.scim_external_id } : {}),
    userName: user.email,
    name: { givenName: user.first_name, familyName: user.last_name, formatted: displayName },
    displayName: displayName || user.email,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.status !== 'deactivated',
    groups: scimGroups
      .filter((group) => user[group.column])
      .map((group) => ({ value: group.id, display: group.displayName, type: 'direct' })),
    meta: {
      resourceType: 'User',
      created: user.created_at.toISOString(),
      lastModified: user.updated_at.toISOString(),
      location: `${baseUrl}/Users/${user.id}`,
    },
  };
}

export function groupResource(
  group: ScimGroup,
  members: GroupMember[] | undefined,
  baseUrl: string,
) {
  return {
    schemas: [scimSchemas.group],
    id: group.id,
    displayName: group.displayName,
    ...(members
      ? {
          members: members.map((member) => ({
            value: member.id,
            display: member.email,
            $ref: `${baseUrl}/Users/${member.id}`,
          })),
        }
      : {}),
    meta: { resourceType: 'Group', location: `${baseUrl}/Groups/${group.id}` },
  };
}

/** RFC 7643 section 5: what the portal supports; Entra ID reads it before provisioning. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [scimSchemas.serviceProviderConfig],
    documentationUri: `${baseUrl}/ServiceProviderConfig`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: 'The SCIM token a supplier admin creates on the Provisioning page.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  const type = (name: 'User' | 'Group', endpoint: string, schema: string) => ({
    schemas: [scimSchemas.resourceType],
    id: name,
    name,
    endpoint,
    schema,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${name}` },
  });
  return [type('User', '/Users', scimSchemas.user), type('Group', '/Groups', scimSchemas.group)];
}

function attribute(
  name: string,
  options: {
    type?: string;
    required?: boolean;
    multiValued?: boolean;
    subAttributes?: unknown[];
  } = {},
) {
  return {
    name,
    type: options.type ?? 'string',
    multiValued: options.multiValued ?? false,
    required: options.required ?? false,
    caseExact: false,
    mutability: name === 'id' ? 'readOnly' : 'readWrite',
    returned: 'default',
    uniqueness: name === 'userName' ? 'server' : 'none',
    ...(options.subAttributes ? { subAttributes: options.subAttributes } : {}),
  };
}

export function schemaDefinitions(baseUrl: string) {
  const schema = (id: string, name: string, attributes: unknown[]) => ({
    schemas: [scimSchemas.schema],
    id,
    name,
    attributes,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
  });
  return [
    schema(scimSchemas.user, 'User', [
      attribute('userName', { required: true }),
      attribute('externalId'),
      attribute('displayName'),
      attribute('active', { type: 'boolean' }),
      attribute('name', {
        type: 'complex',
        subAttributes: [attribute('givenName'), attribute('familyName'), attribute('formatted')],
      }),
      attribute('emails', {
        type: 'complex',
        multiValued: true,
        subAttributes: [
          attribute('value'),
          attribute('type'),
          attribute('primary', { type: 'boolean' }),
        ],
      }),
    ]),
    schema(scimSchemas.group, 'Group', [
      attribute('displayName', { required: true }),
      attribute('members', {
        type: 'complex',
        multiValued: true,
        subAttributes: [attribute('value'), attribute('display')],
      }),
    ]),
  ];
}
