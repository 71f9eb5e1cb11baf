import type { AppConfig } from '../config.js';
import type { CountryDatabases } from '../database/connections.js';
import type { TokenService } from '../modules/auth/service.js';
import type { MicrosoftIdentityProvider } from '../modules/microsoft-sign-in/service.js';
import type { PortalMetrics } from '../infrastructure/metrics/service.js';
import type { CountryCode } from '../shared/countries.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';
import type { PortalCaches } from './portal-caches.js';

/**
 * What the process holds for every request, whatever its transport: made once at start by the
 * composition root (app/services.ts) and handed to GraphQL resolvers and REST handlers alike.
 */
export interface AppServices {
  config: AppConfig;
  databases: CountryDatabases;
  /** Report files, attachments, documents and settlement PDFs. */
  storage: ObjectStorage;
  tokens: TokenService;
  /** Undefined when sign-in with Microsoft is not configured. */
  microsoftIdentity: MicrosoftIdentityProvider | undefined;
  /** Staff's sign-in with the provider's own tenant; undefined when not configured. */
  staffMicrosoftIdentity: MicrosoftIdentityProvider | undefined;
  caches: Record<CountryCode, PortalCaches>;
  /** This instance's metrics (GET /metrics). */
  metrics: PortalMetrics;
}
