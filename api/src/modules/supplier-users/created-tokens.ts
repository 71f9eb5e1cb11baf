import { sql } from 'kysely';
import type { Database } from '../../database/connections.js';

/**
 * The supplier's tokens a user created that are still in use. Deactivating the user does not
 * revoke them (a system integration should not stop because its admin left), so the admin is
 * told how many keep working: before the deactivation and in its audit entry.
 */
export interface TokensInUse {
  api_tokens: number;
  scim_tokens: number;
}

/** The supplier's unrevoked, unexpired API tokens and unrevoked SCIM tokens the user created. */
export async function tokensCreatedInUse(
  database: Database,
  supplierId: string,
  userId: string,
): Promise<TokensInUse> {
  const { api_tokens, scim_tokens } = await database
    .selectNoFrom((eb) => [
      eb
        .selectFrom('api_tokens')
        .select(eb.fn.countAll<string>().as('count'))
        .where('supplier_id', '=', supplierId)
        .where('created_by_user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .as('api_tokens'),
      eb
        .selectFrom('scim_tokens')
        .select(eb.fn.countAll<string>().as('count'))
        .where('supplier_id', '=', supplierId)
        .where('created_by', '=', userId)
        .where('revoked_at', 'is', null)
        .as('scim_tokens'),
    ])
    .executeTakeFirstOrThrow();
  return { api_tokens: Number(api_tokens), scim_tokens: Number(scim_tokens) };
}

/** The counts as the deactivation's audit entry carries them. */
export function tokensInUseDetails(tokens: TokensInUse) {
  return {
    api_tokens_still_active: tokens.api_tokens,
    scim_tokens_still_active: tokens.scim_tokens,
  };
}

/** An address invitation has no tokens; its entry carries the same fields as a user's. */
export const noTokensInUse: TokensInUse = { api_tokens: 0, scim_tokens: 0 };
