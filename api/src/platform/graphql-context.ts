import type { FastifyReply } from 'fastify';
import type { Database } from '../database/connections.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import type { ProviderCredential } from '../infrastructure/provider-keys/service.js';
import type { StaffCaller } from '../modules/staff/staff-model.js';
import type { SupplierLoaders } from '../modules/suppliers/service.js';
import type { CountryCode } from '../shared/countries.js';
import { unauthenticated } from '../shared/errors.js';
import type { RequestClient } from '../shared/request-client.js';
import type { AppServices } from './services.js';

/** What every resolver reads: the request's country scope, its caller and the app's services. */
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
  /** The provider's staff member of a console session; null for customers and anyone else. */
  getStaff(): Promise<StaffCaller | null>;
  reply: FastifyReply;
}

export async function requireViewer(context: Pick<GraphQLContext, 'getViewer'>): Promise<Viewer> {
  const viewer = await context.getViewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The console's caller: a staff session of this country, never a customer's. */
export async function requireStaff(
  context: Pick<GraphQLContext, 'getStaff'>,
): Promise<StaffCaller> {
  const staff = await context.getStaff();
  if (!staff) throw unauthenticated();
  return staff;
}
