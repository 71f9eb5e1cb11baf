import { forbidden, unauthenticated } from '../../shared/errors.js';
import type { ProviderCredential } from './service.js';

/**
 * Admin calls are for the provider's systems only: a provider key, never a user's token
 * (not even a supplier admin's).
 */
export function assertProviderCredential(
  credential: ProviderCredential | null,
  signedInAsUser: boolean,
): ProviderCredential {
  if (credential) return credential;
  throw signedInAsUser ? forbidden() : unauthenticated();
}
