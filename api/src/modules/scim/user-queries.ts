import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';
import {
  resourceNotFound,
  ScimError,
  type EqualityCondition,
  type ScimPage,
} from './scim-protocol.js';
import type { ScimCaller } from './token-service.js';

export interface ScimUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  is_admin: boolean;
  has_report_access: boolean;
  scim_external_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The supplier's users as SCIM sees them: every user but those SCIM deleted. */
function scimUsers(database: Database, supplierId: string) {
  return database
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'status',
      'is_admin',
      'has_report_access',
      'scim_external_id',
      'created_at',
      'updated_at',
    ])
    .where('supplier_id', '=', supplierId)
    .where('scim_deleted_at', 'is', null);
}

type UserQuery = ReturnType<typeof scimUsers>;

function filtered(query: UserQuery, conditions: EqualityCondition[]): UserQuery {
  return conditions.reduce((result, { attribute, value }) => {
    switch (attribute) {
      case 'username':
      case 'emails.value':
      case 'emails[typeeq"work"].value':
        return result.where(sql<boolean>`lower(email) = lower(${value})`);
      case 'externalid':
        return result.where('scim_external_id', '=', value);
      case 'id':
        return isUuid(value) ? result.where('id', '=', value) : result.where(sql<boolean>`false`);
      default:
        throw new ScimError(400, `Users cannot be filtered by ${attribute}.`, 'invalidFilter');
    }
  }, query);
}

export async function listScimUsers(
  database: Database,
  caller: ScimCaller,
  conditions: EqualityCondition[],
  page: ScimPage,
): Promise<{ users: ScimUserRow[]; total: number }> {
  const query = filtered(scimUsers(database, caller.supplierId), conditions);
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const users =
    page.count === 0
      ? []
      : await query
          .orderBy('created_at')
          .orderBy('id')
          .offset(page.startIndex - 1)
          .limit(page.count)
          .execute();
  return { users, total: Number(total) };
}

/** A user of the token's supplier; 404 for any other id, whoever it belongs to. */
export async function findScimUser(
  database: Database,
  caller: ScimCaller,
  userId: string,
): Promise<ScimUserRow> {
  if (!isUuid(userId)) throw resourceNotFound();
  const user = await scimUsers(database, caller.supplierId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw resourceNotFound();
  return user;
}
