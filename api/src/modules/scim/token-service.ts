import { sql } from 'kysely';
import { runPreparedQuery, type Database } from '../../database/connections.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { createSecretToken, hashSecretToken } from '../../shared/secret-tokens.js';
import { consumeWithinLimit, type RateLimit } from '../../shared/rate-limit.js';
import { recordAuditEvent, userActor } from '../audit-log/service.js';
import { ScimError } from './scim-protocol.js';

/**
 * A supplier needs one token per identity provider, and a new one while rotating: the list stays
 * this short, so it needs no paging.
 */
const maximumLiveTokens = 10;

/** SCIM tokens are told apart from every other bearer secret by this prefix. */
const scimTokenPrefix = 'itadsc_';

export interface ScimToken {
  id: string;
  name: string;
  created_at: Date;
  created_by_name: string | null;
  /** False once its creator is deactivated (or gone): the token keeps working regardless. */
  created_by_active: boolean;
  last_used_at: Date | null;
}

/** Whom a SCIM request acts for: one supplier of the token's (the path's) country. */
/**
 * Writes (POST, PUT, PATCH, DELETE) one SCIM token may make per window: room for an identity
 * provider's full sync, which backs off on 429, but not for probing addresses at scale.
 */
export const scimWriteLimit = {
  scope: 'scim-write',
  limit: 1000,
  windowMinutes: 15,
} as const satisfies RateLimit;

export interface ScimCaller {
  tokenId: string;
  supplierId: string;
}

/** Counts one write of the caller's token; over the limit, 429 with the seconds to wait. */
export async function consumeScimWrite(database: Database, caller: ScimCaller): Promise<void> {
  const refused = await consumeWithinLimit(database, scimWriteLimit, caller.tokenId, 1);
  if (refused) {
    throw new ScimError(
      429,
      'Too many changes with this token. Wait and try again.',
      undefined,
      refused.retryAfterSeconds,
    );
  }
}

interface Admin {
  userId: string;
  supplierId: string;
}

/** Creates a token for the admin's own supplier and returns it: the only time it can be read. */
export async function createScimToken(
  database: Database,
  admin: Admin,
  name: string,
): Promise<{ id: string; token: string }> {
  const { token, hash } = createSecretToken(scimTokenPrefix);
  const id = await database.transaction().execute(async (transaction) => {
    // One creation at a time per supplier, so parallel ones cannot pass the limit together.
    await transaction
      .selectFrom('suppliers')
      .select('id')
      .where('id', '=', admin.supplierId)
      .forUpdate()
      .execute();
    const { live } = await transaction
      .selectFrom('scim_tokens')
      .select((eb) => eb.fn.countAll<string>().as('live'))
      .where('supplier_id', '=', admin.supplierId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live) >= maximumLiveTokens) throw new DomainError('SCIM_TOKEN_LIMIT_REACHED');
    const created = await transaction
      .insertInto('scim_tokens')
      .values({ supplier_id: admin.supplierId, name, token_hash: hash, created_by: admin.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAuditEvent(transaction, {
      supplierId: admin.supplierId,
      actor: userActor(admin),
      action: 'scim_token.created',
      target: { type: 'scim_token', id: created.id, label: name },
    });
    return created.id;
  });
  return { id, token };
}

/** The supplier's live tokens, newest first. */
export async function listScimTokens(database: Database, supplierId: string): Promise<ScimToken[]> {
  return database
    .selectFrom('scim_tokens')
    .leftJoin('users', 'users.id', 'scim_tokens.created_by')
    .select([
      'scim_tokens.id',
      'scim_tokens.name',
      'scim_tokens.created_at',
      'scim_tokens.last_used_at',
      sql<string | null>`nullif(trim(users.first_name || ' ' || users.last_name), '')`.as(
        'created_by_name',
      ),
      sql<boolean>`coalesce(users.status = 'active', false)`.as('created_by_active'),
    ])
    .where('scim_tokens.supplier_id', '=', supplierId)
    .where('scim_tokens.revoked_at', 'is', null)
    .orderBy('scim_tokens.created_at', 'desc')
    .orderBy('scim_tokens.id')
    .execute();
}

/** Revokes a token of the admin's own supplier at once; NOT_FOUND for any other id. */
export async function revokeScimToken(
  database: Database,
  admin: Admin,
  tokenId: string,
): Promise<void> {
  if (!isUuid(tokenId)) throw notFound();
  await database.transaction().execute(async (transaction) => {
    const revoked = await transaction
      .updateTable('scim_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', tokenId)
      .where('supplier_id', '=', admin.supplierId)
      .where('revoked_at', 'is', null)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!revoked) throw notFound();
    await recordAuditEvent(transaction, {
      supplierId: admin.supplierId,
      actor: userActor(admin),
      action: 'scim_token.revoked',
      target: { type: 'scim_token', id: revoked.id, label: revoked.name },
    });
  });
}

/**
 * The caller behind a SCIM bearer token of this country's database, or null. Only SCIM tokens
 * count: a user's session token or any other secret is no SCIM caller.
 */
export async function findScimCaller(
  database: Database,
  token: string | undefined,
): Promise<ScimCaller | null> {
  if (!token?.startsWith(scimTokenPrefix)) return null;
  const [row] = await runPreparedQuery<{ id: string; supplier_id: string }>(database, {
    name: 'find_scim_token',
    text: `update scim_tokens set last_used_at = now()
           where token_hash = $1 and revoked_at is null returning id, supplier_id`,
    values: [hashSecretToken(token)],
  });
  return row ? { tokenId: row.id, supplierId: row.supplier_id } : null;
}
