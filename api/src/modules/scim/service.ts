import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import type { Viewer } from '../auth/viewer-model.js';
import { assertSupplierAdmin } from '../users/policy.js';

// The caller of the SCIM routes is found with the request's scope (http/request-scope.ts).
export { findScimCaller, type ScimCaller } from './token-service.js';
import {
  createScimToken,
  listScimTokens,
  revokeScimToken,
  type ScimToken,
} from './token-service.js';

/** Where the identity provider sends SCIM requests for this country's portal. */
export function scimBaseUrl(publicUrl: string, country: CountryCode): string {
  return `${publicUrl}/scim/v2/${country}`;
}

/** Tokens belong to the admin's own (home) supplier, as the users they provision do. */
function adminOf(viewer: Viewer) {
  return { userId: viewer.userId, supplierId: assertSupplierAdmin(viewer).supplierId };
}

export async function scimTokensOfAdmin(database: Database, viewer: Viewer): Promise<ScimToken[]> {
  return listScimTokens(database, adminOf(viewer).supplierId);
}

export async function createScimTokenForAdmin(
  database: Database,
  viewer: Viewer,
  name: string,
): Promise<{ token: string; scimToken: ScimToken }> {
  const admin = adminOf(viewer);
  const { id, token } = await createScimToken(database, admin, name);
  const tokens = await listScimTokens(database, admin.supplierId);
  const scimToken = tokens.find((candidate) => candidate.id === id);
  if (!scimToken) throw new Error('The SCIM token just created is not listed');
  return { token, scimToken };
}

export async function revokeScimTokenForAdmin(
  database: Database,
  viewer: Viewer,
  tokenId: string,
): Promise<void> {
  await revokeScimToken(database, adminOf(viewer), tokenId);
}
