import type { CountryDatabases } from '../database/connections.js';
import { startChangeFeed, type ChangeFeed } from '../database/change-feed.js';
import { createViewerCache, type ViewerCache } from '../modules/auth/service.js';
import { createSupplierCaches, type SupplierCaches } from '../modules/suppliers/service.js';
import { countryCodes, type CountryCode } from '../shared/countries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per country: the caches requests share and the change feed they trust. */
    portalCaches: Record<CountryCode, PortalCaches>;
  }
}

/** What one country's requests keep between them, and the feed that tells when to forget it. */
export interface PortalCaches {
  feed: ChangeFeed;
  viewers: ViewerCache;
  suppliers: SupplierCaches;
}

export function startPortalCaches(
  databases: CountryDatabases,
  onError: (country: CountryCode, error: Error) => void,
): { caches: Record<CountryCode, PortalCaches>; stop(): Promise<void> } {
  const caches = {} as Record<CountryCode, PortalCaches>;
  for (const country of countryCodes) {
    const feed = startChangeFeed(databases[country], (error) => onError(country, error));
    caches[country] = {
      feed,
      viewers: createViewerCache(feed),
      suppliers: createSupplierCaches(feed),
    };
  }
  return {
    caches,
    stop: async () => {
      await Promise.all(countryCodes.map((country) => caches[country].feed.stop()));
    },
  };
}
