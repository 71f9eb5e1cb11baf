import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { createSecretToken } from '../../shared/secret-tokens.js';
import { recordAuditEvent } from '../audit-log/service.js';
import type { ApiTokenScope } from '../auth/viewer-model.js';
import { apiTokenPrefix } from './api-token-model.js';

// Calls with a token go through one statement of their own (token-use.ts).
export { useApiToken, type RequiredAccess } from './token-use.js';

const maximumActiveTokens = 25;
/** Revoked and expired tokens stay listed this long, so an admin sees what just ended. */
const endedTokensListedDays = 30;

export interface ApiTokenModel {
  id: string;
  name: string;
  scope: 'READ' | 'READ_ORDER';
  status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
  created_by: string;
  created_by_active: boolean;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const scopeNames = { read: 'READ', read_order: 'READ_ORDER' } as const;

function selectTokens(database: Database, supplierId: string) {
  return database
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.created_by_user_id')
    .select([
      'api_tokens.id',
      'api_tokens.name',
      'api_tokens.scope',
      'api_tokens.created_at',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'api_tokens.revoked_at',
      sql<string>`coalesce(nullif(trim(users.first_name || ' ' || users.last_name), ''), users.email)`.as(
        'created_by',
      ),
      sql<boolean>`users.status = 'active'`.as('created_by_active'),
    ])
    .where('api_tokens.supplier_id', '=', supplierId);
}

type TokenRow = Awaited<ReturnType<ReturnType<typeof selectTokens>['executeTakeFirstOrThrow']>>;

function toModel(row: TokenRow, now = new Date()): ApiTokenModel {
  const status = row.revoked_at ? 'REVOKED' : row.expires_at <= now ? 'EXPIRED' : 'ACTIVE';
  return {
    id: row.id,
    name: row.name,
    scope: scopeNames[row.scope as ApiTokenScope],
    status,
    created_by: row.created_by,
    created_by_active: row.created_by_active,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/** The supplier's tokens, newest first: active ones and those ended in the last 30 days. */
export async function listApiTokens(
  database: Database,
  supplierId: string,
): Promise<ApiTokenModel[]> {
  const rows = await selectTokens(database, supplierId)
    .where(
      sql<boolean>`coalesce(least(api_tokens.revoked_at, api_tokens.expires_at), api_tokens.expires_at)
      > now() - make_interval(days => ${endedTokensListedDays})`,
    )
    .orderBy('api_tokens.created_at', 'desc')
    .orderBy('api_tokens.id', 'desc')
    .execute();
  return rows.map((row) => toModel(row));
}

/** Creates a token; its secret is returned this once and only its hash is kept. */
export async function createApiToken(
  database: Database,
  admin: { supplierId: string; userId: string },
  input: { name: string; scope: 'READ' | 'READ_ORDER'; expiresInDays: number },
): Promise<{ api_token: ApiTokenModel; secret: string }> {
  const { token, hash } = createSecretToken(apiTokenPrefix);
  return database.transaction().execute(async (transaction) => {
    // One admin's creations at a time per supplier, so the cap holds under parallel calls.
    await sql`select 1 from suppliers where id = ${admin.supplierId} for update`.execute(
      transaction,
    );
    const active = await transaction
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('supplier_id', '=', admin.supplierId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    if (Number(active.count) >= maximumActiveTokens) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `At most ${maximumActiveTokens} tokens can be active. Revoke one before creating another.`,
      );
    }
    const { id } = await transaction
      .insertInto('api_tokens')
      .values({
        supplier_id: admin.supplierId,
        name: input.name,
        scope: input.scope === 'READ' ? 'read' : 'read_order',
        token_hash: hash,
        created_by_user_id: admin.userId,
        expires_at: sql<Date>`now() + make_interval(days => ${input.expiresInDays})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAuditEvent(transaction, {
      supplierId: admin.supplierId,
      actor: { type: 'user', userId: admin.userId },
      action: 'api_token.created',
      target: { type: 'api_token', id, label: input.name },
      details: { scope: input.scope, expires_in_days: input.expiresInDays },
    });
    const created = await selectTokens(transaction, admin.supplierId)
      .where('api_tokens.id', '=', id)
      .executeTakeFirstOrThrow();
    return { api_token: toModel(created), secret: token };
  });
}

/** Revokes a token of the admin's supplier (at once: every call reads the token's row). */
export async function revokeApiToken(
  database: Database,
  admin: { supplierId: string; userId: string },
  tokenId: string,
): Promise<ApiTokenModel> {
  if (!isUuid(tokenId)) throw notFound();
  return database.transaction().execute(async (transaction) => {
    const revoked = await transaction
      .updateTable('api_tokens')
      .set({ revoked_at: sql<Date>`now()`, revoked_by_user_id: admin.userId })
      .where('id', '=', tokenId)
      .where('supplier_id', '=', admin.supplierId)
      .where('revoked_at', 'is', null)
      .returning('name')
      .executeTakeFirst();
    if (revoked) {
      await recordAuditEvent(transaction, {
        supplierId: admin.supplierId,
        actor: { type: 'user', userId: admin.userId },
        action: 'api_token.revoked',
        target: { type: 'api_token', id: tokenId, label: revoked.name },
      });
    }
    const row = await selectTokens(transaction, admin.supplierId)
      .where('api_tokens.id', '=', tokenId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toModel(row);
  });
}
