import type { Database } from '../database/connections.js';
import type { RequiredAccess } from '../modules/api-tokens/service.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import type { ProviderCredential } from '../infrastructure/provider-keys/service.js';
import type { ScimCaller } from '../modules/scim/service.js';
import type { StaffCaller } from '../modules/staff/staff-model.js';
import type { SupplierLoaders } from '../modules/suppliers/service.js';
import type { CountryCode } from '../shared/countries.js';
import type { RequestClient } from '../shared/request-client.js';

/**
 * One request's scope, whatever its transport: the country of its path, that country's database
 * and loaders, the client, and its caller. The caller is resolved at most once per request, on
 * first use, from the bearer token: a session, an organisation API token or a provider key.
 */
export interface RequestScope {
  country: CountryCode;
  database: Database;
  loaders: SupplierLoaders;
  client: RequestClient;
  /** The user of a live session token; null for anyone else. */
  sessionViewer(): Promise<Viewer | null>;
  /** The provider's system calling with a key of this country; null for anyone else. */
  providerCredential(): Promise<ProviderCredential | null>;
  /** True when the bearer token is an organisation API token (`itadat_`). */
  hasApiToken(): boolean;
  /**
   * The caller behind an organisation API token, checked against what the operation needs,
   * counted and recorded (one statement, once per request): 401 for an unknown token, 403
   * where its scope does not reach, 429 over its limit (with the seconds to wait).
   */
  apiTokenViewer(operation: string, required: RequiredAccess): Promise<Viewer>;
  /** The identity provider calling with a SCIM token of this country; null for anyone else. */
  scimCaller(): Promise<ScimCaller | null>;
  /** The provider's staff member of a live console session of this country; null for anyone else. */
  staffCaller(): Promise<StaffCaller | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request whose path names a country served (`:country`), else null. */
    scope: RequestScope | null;
  }
}
