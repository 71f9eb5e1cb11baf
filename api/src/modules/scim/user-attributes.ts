import {
  booleanOf,
  invalidValue,
  ScimError,
  scimSchemas,
  stringOf,
  type PatchOperation,
} from './scim-protocol.js';

/** What SCIM can set of a portal user. userName is the e-mail address the user signs in with. */
export interface UserAttributes {
  email: string;
  givenName: string;
  familyName: string;
  externalId: string | null;
  active: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const enterprisePrefix = `${scimSchemas.enterpriseUser.toLowerCase()}:`;

function emailOf(value: unknown, attribute: string): string {
  const email = stringOf(value, attribute, 254).toLowerCase();
  if (!emailPattern.test(email)) throw invalidValue(`${attribute} must be an e-mail address.`);
  return email;
}

/** The work (else primary, else first) address of an `emails` array. */
function workEmailOf(emails: unknown): string | undefined {
  if (!Array.isArray(emails)) return undefined;
  const entries = emails.filter(
    (entry): entry is { value?: unknown; type?: unknown; primary?: unknown } =>
      typeof entry === 'object' && entry !== null,
  );
  const chosen =
    entries.find((entry) => entry.type === 'work') ??
    entries.find((entry) => entry.primary === true || entry.primary === 'True') ??
    entries[0];
  return typeof chosen?.value === 'string' ? chosen.value : undefined;
}

/**
 * The user of a POST or PUT body. The e-mail address is userName when it is one; Entra ID may
 * send a user principal name that is not an address, then the work e-mail is taken.
 */
export function userAttributesOf(body: unknown): UserAttributes {
  if (typeof body !== 'object' || body === null) {
    throw new ScimError(400, 'The body must be a SCIM User.', 'invalidSyntax');
  }
  const resource = body as Record<string, unknown>;
  const userName = stringOf(resource.userName, 'userName', 254);
  if (!userName) throw invalidValue('userName is required.');
  const email = emailPattern.test(userName) ? userName : workEmailOf(resource.emails);
  if (email === undefined) throw invalidValue('userName or a work e-mail must be an address.');
  const name = (typeof resource.name === 'object' && resource.name) || {};
  const names = name as { givenName?: unknown; familyName?: unknown };
  const attributes: UserAttributes = {
    email: emailOf(email, 'userName'),
    givenName:
      names.givenName === undefined ? '' : stringOf(names.givenName, 'name.givenName', 100),
    familyName:
      names.familyName === undefined ? '' : stringOf(names.familyName, 'name.familyName', 100),
    externalId:
      resource.externalId === undefined || resource.externalId === null
        ? null
        : stringOf(resource.externalId, 'externalId', 256) || null,
    active: resource.active === undefined ? true : booleanOf(resource.active, 'active'),
  };
  return withDisplayName(attributes, resource.displayName);
}

/** A display name fills the name parts only when the provider sends no name of its own. */
function withDisplayName(attributes: UserAttributes, displayName: unknown): UserAttributes {
  if (displayName === undefined || attributes.givenName || attributes.familyName) return attributes;
  const [givenName = '', ...rest] = stringOf(displayName, 'displayName', 201).split(/\s+/);
  return {
    ...attributes,
    givenName: givenName.slice(0, 100),
    familyName: rest.join(' ').slice(0, 100),
  };
}

/** Sets one attribute named by a PATCH path (lower case, the enterprise prefix left off). */
function setAttribute(
  attributes: UserAttributes,
  path: string,
  value: unknown,
  remove: boolean,
): UserAttributes {
  switch (path) {
    case 'username':
      if (remove) throw new ScimError(400, 'userName cannot be removed.', 'mutability');
      return { ...attributes, email: emailOf(value, 'userName') };
    case 'emails[type eq "work"].value':
    case 'emails': {
      if (remove) return attributes;
      const email = path === 'emails' ? workEmailOf(value) : value;
      return email === undefined ? attributes : { ...attributes, email: emailOf(email, 'emails') };
    }
    case 'name.givenname':
      return { ...attributes, givenName: remove ? '' : stringOf(value, 'name.givenName', 100) };
    case 'name.familyname':
      return { ...attributes, familyName: remove ? '' : stringOf(value, 'name.familyName', 100) };
    case 'name': {
      if (remove) return { ...attributes, givenName: '', familyName: '' };
      const name = (typeof value === 'object' && value) || {};
      return Object.entries(name).reduce(
        (result, [key, part]) => setAttribute(result, `name.${key.toLowerCase()}`, part, false),
        attributes,
      );
    }
    case 'displayname':
      return remove ? attributes : withDisplayName(attributes, value);
    case 'externalid':
      return {
        ...attributes,
        externalId: remove ? null : stringOf(value, 'externalId', 256) || null,
      };
    case 'active':
      if (remove) return attributes;
      return { ...attributes, active: booleanOf(value, 'active') };
    default:
      // Attributes the portal does not keep (title, phone numbers, addresses, manager, ...):
      // Entra ID sends whatever its mapping has, so they are accepted and ignored.
      return attributes;
  }
}

function normalisedPath(path: string): string {
  const lower = path.toLowerCase().replace(/\s+/g, ' ');
  const withoutSchema = lower.startsWith(`${scimSchemas.user.toLowerCase()}:`)
    ? lower.slice(scimSchemas.user.length + 1)
    : lower;
  return withoutSchema.startsWith(enterprisePrefix) ? 'enterprise' : withoutSchema;
}

/**
 * Applies PATCH operations as Entra ID sends them: `op` in any case, with a path or with an
 * object value whose keys are paths ("name.givenName", "active"), values like "False".
 */
export function patchedAttributes(
  current: UserAttributes,
  operations: PatchOperation[],
): UserAttributes {
  return operations.reduce((attributes, operation) => {
    const remove = operation.op === 'remove';
    if (operation.path !== undefined) {
      // A single-valued attribute sent as [{ value }] (some clients do) is its value.
      const value =
        Array.isArray(operation.value) &&
        operation.value.length === 1 &&
        normalisedPath(operation.path) !== 'emails'
          ? (operation.value[0] as { value?: unknown }).value
          : operation.value;
      return setAttribute(attributes, normalisedPath(operation.path), value, remove);
    }
    if (remove) throw new ScimError(400, 'A remove operation needs a path.', 'noTarget');
    if (typeof operation.value !== 'object' || operation.value === null) {
      throw invalidValue('An operation without a path needs an object value.');
    }
    return Object.entries(operation.value).reduce(
      (result, [key, value]) => setAttribute(result, normalisedPath(key), value, false),
      attributes,
    );
  }, current);
}
