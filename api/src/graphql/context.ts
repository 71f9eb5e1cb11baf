import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { CountryDatabases, Database } from '../database/connections.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import {
  findProviderCredential,
  type ProviderCredential,
} from '../modules/provider-keys/service.js';
import { bearerTokenOf, resolveViewer, type TokenService } from '../modules/auth/service.js';
import type { MicrosoftIdentityProvider } from '../modules/microsoft-sign-in/service.js';
import type { PortalMetrics } from '../modules/metrics/service.js';
import { createSupplierLoaders, type SupplierLoaders } from '../modules/suppliers/service.js';
import type { CountryCode } from '../shared/countries.js';
import type { RequestClient } from '../shared/request-client.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';
import type { PortalCaches } from './portal-caches.js';
import { unauthenticated } from '../shared/errors.js';

export interface AppServices {
  config: AppConfig;
  databases: CountryDatabases;
  /** Report files, attachments, documents and settlement PDFs. */
  storage: ObjectStorage;
  tokens: TokenService;
  /** Undefined when sign-in with Microsoft is not configured. */
  microsoftIdentity: MicrosoftIdentityProvider | undefined;
  caches: Record<CountryCode, PortalCaches>;
  /** This instance's metrics (GET /metrics). */
  metrics: PortalMetrics;
}

export interface GraphQLContext {
  country: CountryCode;
  database: Database;
  services: AppServices;
  client: RequestClient;
  loaders: SupplierLoaders;
  /** Resolves the caller from the bearer token and its live session; null when signed out. */
  getViewer(): Promise<Viewer | null>;
  /** Makes an organisation API token's caller the viewer (graphql/api-token-calls.ts). */
  actAs(viewer: Viewer): void;
  /** The provider system calling with a provider key; null for users and anonymous callers. */
  getProviderCredential(): Promise<ProviderCredential | null>;
  reply: FastifyReply;
}

export function buildContext(
  services: AppServices,
  country: CountryCode,
  request: FastifyRequest,
): Omit<GraphQLContext, 'reply'> {
  const database = services.databases[country];
  const client: RequestClient = {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
    bearerToken: bearerTokenOf(request.headers.authorization),
  };
  let viewer: Promise<Viewer | null> | undefined;
  const { viewers, feed } = services.caches[country];
  const loadViewer = () =>
    resolveViewer(
      { tokens: services.tokens, database, viewers, feed },
      country,
      client.bearerToken,
    );
  return {
    country,
    database,
    services,
    client,
    loaders: createSupplierLoaders(database, services.caches[country].suppliers),
    getViewer: () => (viewer ??= loadViewer()),
    actAs: (tokenViewer) => {
      viewer = Promise.resolve(tokenViewer);
    },
    getProviderCredential: () =>
      client.bearerToken
        ? findProviderCredential(database, client.bearerToken)
        : Promise.resolve(null),
  };
}

export async function requireViewer(context: Pick<GraphQLContext, 'getViewer'>): Promise<Viewer> {
  const viewer = await context.getViewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}
