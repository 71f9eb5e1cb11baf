import type { ChangeFeed } from '../../database/change-feed.js';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { isApiToken } from '../api-tokens/api-token-model.js';
import { isProviderKey } from '../../infrastructure/provider-keys/service.js';
import { isStaffSessionToken } from '../staff/staff-model.js';
import type { Viewer } from './viewer-model.js';
import type { TokenService } from './tokens.js';
import { findLiveSessionCached, type ViewerCache } from './viewer-cache.js';

/** What resolving a caller needs for one country: its database, the token keys, the caches. */
export interface ViewerSources {
  tokens: TokenService;
  database: Database;
  viewers: ViewerCache;
  feed: ChangeFeed;
}

/**
 * The signed-in user a bearer token stands for in this country, or null: no token, a provider
 * key (not a user), a token of another country or supplier, or a session that has ended. The one
 * sign-in check of the API: GraphQL and the REST routes both call it. An organisation API token
 * is no user's session: only the calls that accept tokens resolve it (api-tokens/token-use.ts).
 */
export async function resolveViewer(
  sources: ViewerSources,
  country: CountryCode,
  bearerToken: string | undefined,
): Promise<Viewer | null> {
  if (!bearerToken || isProviderKey(bearerToken) || isApiToken(bearerToken)) return null;
  // The provider's staff are never a customer's user, whatever they present.
  if (isStaffSessionToken(bearerToken)) return null;
  const claims = await sources.tokens.verify(country, bearerToken);
  if (!claims) return null;
  const session = await findLiveSessionCached(
    sources.viewers,
    sources.feed,
    sources.database,
    claims.sessionId,
    claims.userId,
  );
  // A token names the supplier it was issued for; a switch issues a new token.
  return session && session.supplierId === claims.supplierId ? session : null;
}
