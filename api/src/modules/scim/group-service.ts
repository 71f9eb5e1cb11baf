import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';
import { recordAuditEvent } from '../audit-log/service.js';
import {
  invalidValue,
  resourceNotFound,
  ScimError,
  type EqualityCondition,
  type PatchOperation,
} from './scim-protocol.js';
import type { ScimCaller } from './token-service.js';

/**
 * The portal's permissions as fixed groups: every supplier has the same two, and membership is
 * the user's permission. They cannot be created, renamed or deleted through SCIM.
 */
export const scimGroups = [
  { id: 'portal-administrators', displayName: 'Portal administrators', column: 'is_admin' },
  { id: 'report-access', displayName: 'Report access', column: 'has_report_access' },
] as const;

export type ScimGroup = (typeof scimGroups)[number];

export interface GroupMember {
  id: string;
  email: string;
}

export function findScimGroup(groupId: string): ScimGroup {
  const group = scimGroups.find((candidate) => candidate.id === groupId);
  if (!group) throw resourceNotFound();
  return group;
}

export async function groupMembers(
  database: Database,
  caller: ScimCaller,
  group: ScimGroup,
): Promise<GroupMember[]> {
  return database
    .selectFrom('users')
    .select(['id', 'email'])
    .where('supplier_id', '=', caller.supplierId)
    .where('scim_deleted_at', 'is', null)
    .where(group.column, '=', true)
    .orderBy('email')
    .execute();
}

/** The groups a filter (displayName, id, members[value eq "..."]) selects. */
export async function filteredGroups(
  database: Database,
  caller: ScimCaller,
  conditions: EqualityCondition[],
): Promise<ScimGroup[]> {
  const selected: ScimGroup[] = [];
  for (const group of scimGroups) {
    let matches = true;
    for (const { attribute, value } of conditions) {
      if (attribute === 'displayname')
        matches &&= group.displayName.toLowerCase() === value.toLowerCase();
      else if (attribute === 'id') matches &&= group.id === value;
      else if (attribute === 'externalid') matches = false;
      else if (attribute === 'members.value') {
        const members = await groupMembers(database, caller, group);
        matches &&= members.some((member) => member.id === value);
      } else {
        throw new ScimError(400, `Groups cannot be filtered by ${attribute}.`, 'invalidFilter');
      }
    }
    if (matches) selected.push(group);
  }
  return selected;
}

function memberIdsOf(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : [value];
  return entries.map((entry: unknown) => {
    const id = (entry as { value?: unknown } | null)?.value;
    if (typeof id !== 'string') throw invalidValue('members must be [{ "value": "<user id>" }].');
    return id;
  });
}

const membersFilterPath = /^members\s*\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i;

/** What PATCH operations ask of a group's members: the users to add and to remove. */
interface MembershipChange {
  add: Set<string>;
  remove: Set<string>;
  removeAll: boolean;
}

function membershipChangeOf(group: ScimGroup, operations: PatchOperation[]): MembershipChange {
  const change: MembershipChange = { add: new Set(), remove: new Set(), removeAll: false };
  const apply = (op: PatchOperation['op'], path: string, value: unknown) => {
    const filtered = membersFilterPath.exec(path);
    const name = path.toLowerCase();
    if (filtered && op === 'remove') {
      change.remove.add(filtered[1] ?? '');
    } else if (name === 'members') {
      if (op === 'replace' || (op === 'remove' && value === undefined)) {
        change.removeAll = true;
        change.add.clear();
      }
      const ids = value === undefined ? [] : memberIdsOf(value);
      for (const id of ids) {
        if (op === 'remove') {
          change.add.delete(id);
          change.remove.add(id);
        } else {
          change.remove.delete(id);
          change.add.add(id);
        }
      }
    } else if (name === 'displayname') {
      if (op === 'remove' || typeof value !== 'string' || value !== group.displayName) {
        throw new ScimError(400, "The portal's groups cannot be renamed.", 'mutability');
      }
    } else if (name !== 'externalid') {
      throw new ScimError(400, `Groups have no attribute ${path}.`, 'invalidPath');
    }
  };
  for (const operation of operations) {
    if (operation.path !== undefined) {
      apply(operation.op, operation.path, operation.value);
    } else if (typeof operation.value === 'object' && operation.value !== null) {
      for (const [key, value] of Object.entries(operation.value)) apply(operation.op, key, value);
    } else {
      throw invalidValue('An operation without a path needs an object value.');
    }
  }
  return change;
}

/**
 * Adds and removes members (PATCH as Entra ID sends it, or PUT's full list). Members must be
 * users of the token's supplier: any other id is refused and nothing changes.
 */
export async function changeGroupMembers(
  database: Database,
  caller: ScimCaller,
  group: ScimGroup,
  operations: PatchOperation[],
): Promise<void> {
  const change = membershipChangeOf(group, operations);
  const named = [...change.add, ...change.remove];
  await database.transaction().execute(async (transaction) => {
    const known = named.length
      ? await transaction
          .selectFrom('users')
          .select('id')
          .where('supplier_id', '=', caller.supplierId)
          .where('scim_deleted_at', 'is', null)
          .where('id', 'in', named.filter(isUuid))
          .execute()
      : [];
    if ([...change.add].some((id) => !known.some((user) => user.id === id))) {
      throw invalidValue('Every member must be a user of this organisation.');
    }
    const set = async (ids: string[] | 'all-but', value: boolean, keep: string[] = []) => {
      let query = transaction
        .updateTable('users')
        .set({ [group.column]: value, updated_at: sql<Date>`now()` })
        .where('supplier_id', '=', caller.supplierId)
        .where('scim_deleted_at', 'is', null)
        .where(group.column, '=', !value);
      if (ids === 'all-but') {
        if (keep.length) query = query.where('id', 'not in', keep);
      } else {
        const existing = ids.filter((id) => known.some((user) => user.id === id));
        if (existing.length === 0) return;
        query = query.where('id', 'in', existing);
      }
      const changed = await query.returning(['id', 'email']).execute();
      for (const user of changed) {
        await recordAuditEvent(transaction, {
          supplierId: caller.supplierId,
          actor: { type: 'scim', tokenId: caller.tokenId },
          action: 'user.permissions_changed',
          target: { type: 'user', id: user.id, label: user.email },
          details: { [group.column]: value },
        });
      }
    };
    if (change.removeAll) await set('all-but', false, [...change.add]);
    else await set([...change.remove], false);
    await set([...change.add], true);
  });
}
