/** The SCIM 2.0 wire format's fixed parts (RFC 7643/7644): schema URNs, errors, lists, filters. */

export const scimSchemas = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const scimContentType = 'application/scim+json; charset=utf-8';

type ScimErrorType =
  | 'invalidFilter'
  | 'invalidValue'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability';

/** An error the client is told about in SCIM's error schema (never a 500). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimErrorType,
    /** For 429: when the client may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function scimErrorBody(status: number, detail: string, scimType?: string) {
  return {
    schemas: [scimSchemas.error],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const resourceNotFound = () => new ScimError(404, 'Resource not found.');

/** Paging of a list request: startIndex from 1, count up to the maximum (0: only the total). */
export interface ScimPage {
  startIndex: number;
  count: number;
}

const maximumPageSize = 200;

function integerOf(value: unknown, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  // Safe integers only: a larger offset would be the database's error, not the client's.
  if (!Number.isSafeInteger(number)) throw invalidValue('startIndex and count must be integers.');
  return number;
}

/** RFC 7644 3.4.2.4: a startIndex below 1 is 1; a negative count is 0. */
export function pageOf(query: Record<string, unknown>): ScimPage {
  return {
    startIndex: Math.max(1, integerOf(query.startIndex, 1)),
    count: Math.min(maximumPageSize, Math.max(0, integerOf(query.count, 100))),
  };
}

export function listResponse(resources: unknown[], totalResults: number, page: ScimPage) {
  return {
    schemas: [scimSchemas.listResponse],
    totalResults,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/** One `attribute eq "value"` of a filter; `members[value eq "x"]` is attribute members.value. */
export interface EqualityCondition {
  attribute: string;
  value: string;
}

const conditionPattern =
  /^\s*([A-Za-z][\w.:-]*(?:\[\s*type\s+eq\s+"work"\s*\]\.value)?)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;
const membersPattern = /^\s*members\s*\[\s*value\s+eq\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/i;

function unescape(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}

/**
 * The filters identity providers send: equality tests joined by `and` (Entra ID asks
 * `userName eq "..."`, `externalId eq "..."`, `displayName eq "..."`, and
 * `id eq "..." and members[value eq "..."]`). Attribute names are lower-cased; anything else is
 * an invalidFilter error, never a silently wider answer.
 */
export function parseFilter(filter: unknown): EqualityCondition[] {
  if (filter === undefined || filter === '') return [];
  if (typeof filter !== 'string' || filter.length > 1000 || filter.includes('\u0000')) {
    throw new ScimError(400, 'The filter is not supported.', 'invalidFilter');
  }
  return filter.split(/\s+and\s+/i).map((part) => {
    const members = membersPattern.exec(part);
    if (members) return { attribute: 'members.value', value: unescape(members[1] ?? '') };
    const match = conditionPattern.exec(part);
    if (!match) {
      throw new ScimError(
        400,
        'Only "attribute eq \\"value\\"" filters, joined by "and", are supported.',
        'invalidFilter',
      );
    }
    return {
      attribute: (match[1] ?? '').toLowerCase().replace(/\s+/g, ''),
      value: unescape(match[2] ?? ''),
    };
  });
}

/** Booleans as Entra ID sends them in PATCH: true/false or the strings "True"/"False". */
export function booleanOf(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) {
    return value.toLowerCase() === 'true';
  }
  throw invalidValue(`${attribute} must be true or false.`);
}

export function stringOf(value: unknown, attribute: string, maximumLength: number): string {
  if (typeof value !== 'string') throw invalidValue(`${attribute} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > maximumLength) throw invalidValue(`${attribute} is too long.`);
  if (trimmed.includes('\u0000')) throw invalidValue(`${attribute} is not valid.`);
  return trimmed;
}

/** A PATCH request's operations (RFC 7644 3.5.2), with `op` in any letter case. */
export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string | undefined;
  value: unknown;
}

export function patchOperationsOf(body: unknown): PatchOperation[] {
  const operations = (body as { Operations?: unknown } | null)?.Operations;
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > 100) {
    throw new ScimError(400, 'A PATCH request needs Operations (1 to 100).', 'invalidSyntax');
  }
  return operations.map((operation: unknown) => {
    const { op, path, value } = (operation ?? {}) as {
      op?: unknown;
      path?: unknown;
      value?: unknown;
    };
    const name = typeof op === 'string' ? op.toLowerCase() : '';
    if (name !== 'add' && name !== 'replace' && name !== 'remove') {
      throw new ScimError(400, 'op must be add, replace or remove.', 'invalidSyntax');
    }
    if (path !== undefined && typeof path !== 'string') {
      throw new ScimError(400, 'path must be a string.', 'invalidPath');
    }
    return { op: name, path: path?.trim() || undefined, value };
  });
}
