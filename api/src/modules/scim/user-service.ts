import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import type { CountryCode, ProfileCountry } from '../../shared/countries.js';
import { recordAuditEvent } from '../audit-log/service.js';
import { deactivateUserRow } from '../supplier-users/service.js';
import { ScimError } from './scim-protocol.js';
import type { ScimCaller } from './token-service.js';
import type { UserAttributes } from './user-attributes.js';
import { findScimUser, type ScimUserRow } from './user-queries.js';

const profileCountryOf: Record<CountryCode, ProfileCountry> = {
  no: 'norway',
  dk: 'denmark',
  se: 'sweden',
};

const emailTaken = () =>
  new ScimError(409, 'A user with this userName already exists.', 'uniqueness');

function attributesOf(user: ScimUserRow): UserAttributes {
  return {
    email: user.email,
    givenName: user.first_name,
    familyName: user.last_name,
    externalId: user.scim_external_id,
    active: user.status !== 'deactivated',
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

const actorOf = (caller: ScimCaller) => ({ type: 'scim', tokenId: caller.tokenId }) as const;

/** The supplier's own user with this address, SCIM-deleted or not; other suppliers' never count. */
function ownUserWithEmail(database: Database, supplierId: string, email: string) {
  return database
    .selectFrom('users')
    .select(['id', 'scim_deleted_at'])
    .where('supplier_id', '=', supplierId)
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
}

/**
 * Provisions a user: active at once with no password and no invitation mail, and pending until
 * the person confirms it by signing in with Microsoft with this (verified) e-mail address. A
 * pending user does not hold its address, so the answer is the same whether or not the address
 * belongs to another supplier's user: SCIM tells nothing about other suppliers, and a rival's
 * identity provider cannot keep an address from the supplier its owner works for. A user SCIM
 * deleted earlier comes back as the same user; the address of another of the supplier's own
 * users is taken (409 uniqueness).
 */
export async function createScimUser(
  database: Database,
  caller: ScimCaller,
  country: CountryCode,
  attributes: UserAttributes,
): Promise<ScimUserRow> {
  const existing = await ownUserWithEmail(database, caller.supplierId, attributes.email);
  if (existing && !existing.scim_deleted_at) throw emailTaken();
  const userId = await database
    .transaction()
    .execute(async (transaction) => {
      const values = {
        email: attributes.email,
        first_name: attributes.givenName,
        last_name: attributes.familyName,
        scim_external_id: attributes.externalId,
        scim_deleted_at: null,
        status: attributes.active ? 'active' : 'deactivated',
        registered_at: attributes.active ? sql<Date>`now()` : null,
        updated_at: sql<Date>`now()`,
      };
      const row = existing
        ? await transaction
            .updateTable('users')
            .set(values)
            .where('id', '=', existing.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await transaction
            .insertInto('users')
            .values({
              ...values,
              supplier_id: caller.supplierId,
              country: profileCountryOf[country],
              identity_pending: true,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
      await recordAuditEvent(transaction, {
        supplierId: caller.supplierId,
        actor: actorOf(caller),
        action: 'user.provisioned',
        target: { type: 'user', id: row.id, label: attributes.email },
        details: { active: attributes.active },
      });
      return row.id;
    })
    .catch((error: unknown) => {
      // Only the supplier's own pending users can collide (one created concurrently).
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  return findScimUser(database, caller, userId);
}

/**
 * Sets a user's attributes (PUT, or the result of PATCH operations). `active: false`
 * deactivates the user and ends every session at once; `active: true` makes a deactivated or
 * invited user active (they sign in with Microsoft). A new e-mail address makes the user pending
 * again, whether or not another supplier's user has it (the answer must not tell): the person
 * confirms it at their next Microsoft sign-in. Each change is in the audit log.
 */
export async function updateScimUser(
  database: Database,
  caller: ScimCaller,
  userId: string,
  change: (current: UserAttributes) => UserAttributes,
): Promise<ScimUserRow> {
  const user = await findScimUser(database, caller, userId);
  const current = attributesOf(user);
  const wanted = change(current);
  const changed = (['email', 'givenName', 'familyName', 'externalId'] as const).filter(
    (key) => wanted[key] !== current[key],
  );
  const target = { type: 'user', id: user.id, label: wanted.email } as const;
  const newEmail = wanted.email.toLowerCase() !== current.email.toLowerCase();
  if (newEmail) {
    const other = await ownUserWithEmail(database, caller.supplierId, wanted.email);
    if (other && other.id !== user.id) throw emailTaken();
  }
  await database
    .transaction()
    .execute(async (transaction) => {
      if (changed.length > 0) {
        await transaction
          .updateTable('users')
          .set({
            email: wanted.email,
            first_name: wanted.givenName,
            last_name: wanted.familyName,
            scim_external_id: wanted.externalId,
            ...(newEmail ? { identity_pending: true } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', user.id)
          .execute();
        await recordAuditEvent(transaction, {
          supplierId: caller.supplierId,
          actor: actorOf(caller),
          action: 'user.updated',
          target,
          details: { changed: changed.join(', ') },
        });
      }
      if (!wanted.active && user.status !== 'deactivated') {
        const actor = actorOf(caller);
        const details = await deactivateUserRow(transaction, caller.supplierId, user.id, actor);
        await recordAuditEvent(transaction, {
          supplierId: caller.supplierId,
          actor,
          action: 'user.deactivated',
          target,
          details,
        });
      }
      if (wanted.active && user.status !== 'active') {
        await activate(transaction, user.id);
        await recordAuditEvent(transaction, {
          supplierId: caller.supplierId,
          actor: actorOf(caller),
          action: 'user.reactivated',
          target,
        });
      }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  return findScimUser(database, caller, user.id);
}

/** Active again, vouched for by the identity provider; an open invitation is used up. */
async function activate(transaction: Database, userId: string): Promise<void> {
  await transaction
    .updateTable('users')
    .set({
      status: 'active',
      registered_at: sql<Date>`coalesce(registered_at, now())`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
  await transaction
    .updateTable('invitation_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
}

/**
 * DELETE: the user is deactivated (sessions end at once) and no longer exists for SCIM. The
 * portal keeps the user, deactivated, because orders and the audit log name them.
 */
export async function deleteScimUser(
  database: Database,
  caller: ScimCaller,
  userId: string,
): Promise<void> {
  const user = await findScimUser(database, caller, userId);
  await database.transaction().execute(async (transaction) => {
    const deactivation =
      user.status === 'deactivated'
        ? {}
        : await deactivateUserRow(transaction, caller.supplierId, user.id, actorOf(caller));
    await transaction
      .updateTable('users')
      .set({ scim_deleted_at: sql<Date>`now()` })
      .where('id', '=', user.id)
      .execute();
    await recordAuditEvent(transaction, {
      supplierId: caller.supplierId,
      actor: actorOf(caller),
      action: 'user.deactivated',
      target: { type: 'user', id: user.id, label: user.email },
      details: { deleted_by_identity_provider: true, ...deactivation },
    });
  });
}
