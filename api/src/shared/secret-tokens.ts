import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets a caller presents as a bearer token (provider keys, organisation API tokens, SCIM
 * tokens): 256 random bits behind a prefix that tells the kinds apart, stored only as a SHA-256
 * hash. A plain hash is enough because the secret is random, not chosen by a person.
 */
export function createSecretToken(prefix: string): { token: string; hash: string } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
