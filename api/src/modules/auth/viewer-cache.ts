import type { Database } from '../../database/connections.js';
import { ChangeAwareCache, type ChangeFeed } from '../../database/change-feed.js';
import { findLiveSession } from './sessions.js';
import type { Viewer } from './viewer-model.js';

const viewerCachePolicy = {
  /** A kept session is checked again after this long even without a change announced. */
  lifetimeMilliseconds: 30_000,
  maximumEntries: 20_000,
} as const;

export type ViewerCache = ChangeAwareCache<Viewer>;

/**
 * Live sessions recently checked, by session id. Forgotten when the session, its user or any
 * supplier changes (acting for a supplier depends on the group), as the database announces.
 */
export function createViewerCache(feed: ChangeFeed): ViewerCache {
  return new ChangeAwareCache<Viewer>(feed, {
    ...viewerCachePolicy,
    isAffected: (change, sessionId, viewer) =>
      change.kind === 'supplier' ||
      (change.kind === 'session' && change.id === sessionId) ||
      (change.kind === 'user' && change.id === viewer.userId),
  });
}

/** findLiveSession through the cache: the database is read only for sessions not kept. */
export async function findLiveSessionCached(
  cache: ViewerCache,
  feed: ChangeFeed,
  database: Database,
  sessionId: string,
  userId: string,
): Promise<Viewer | null> {
  const kept = cache.peek(sessionId);
  if (kept && kept.userId === userId && kept.sessionExpiresAt.getTime() > Date.now()) return kept;
  const generation = feed.generation;
  const viewer = await findLiveSession(database, sessionId, userId);
  if (viewer) cache.store(generation, [[sessionId, viewer]]);
  return viewer;
}
