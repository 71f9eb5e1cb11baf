import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (webhook signing secrets), encrypted at rest with
 * AES-256-GCM. A stored value names its format and the key it was made with:
 *
 *   v1:<key id>:<nonce>:<ciphertext and tag>     (nonce and ciphertext base64url)
 *
 * so keys can be rotated: values are decrypted with whichever configured key they name and
 * always encrypted with the current key. Each value is bound to where it is stored (its
 * "binding", e.g. the row and column): the binding is authenticated as additional data, so a
 * value copied to another row or column does not decrypt.
 */

const formatVersion = 'v1';
const nonceBytes = 12;
const tagBytes = 16;
export const secretKeyBytes = 32;

/** A stored value's shape; the database's check constraints use the same pattern. */
export const encryptedSecretPattern = /^v1:[0-9a-f]{16}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{23,}$/;

interface SecretKey {
  /** Derived from the key, so configuration names only the keys themselves. */
  id: string;
  key: Buffer;
}

export interface SecretKeyring {
  current: SecretKey;
  /** Older keys, kept only to decrypt what they encrypted until it is re-encrypted. */
  previous: SecretKey[];
}

/** A stored value that cannot be read: unknown format or key, tampered with, or moved. */
export class SecretDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretDecryptionError';
  }
}

/** 8 bytes of an HMAC keyed with the key itself: names the key without revealing it. */
export function secretKeyId(key: Buffer): string {
  return createHmac('sha256', key).update('itad-portal secret key id').digest('hex').slice(0, 16);
}

export function createSecretKeyring(
  currentKey: Buffer,
  previousKeys: Buffer[] = [],
): SecretKeyring {
  for (const key of [currentKey, ...previousKeys]) {
    if (key.length !== secretKeyBytes) {
      throw new Error(`A secret encryption key must be ${secretKeyBytes} bytes`);
    }
  }
  const toKey = (key: Buffer): SecretKey => ({ id: secretKeyId(key), key });
  return { current: toKey(currentKey), previous: previousKeys.map(toKey) };
}

/** The header is authenticated too, so neither it nor the binding can be changed unnoticed. */
function additionalData(header: string, binding: string): Buffer {
  return Buffer.from(`${header}\n${binding}`, 'utf8');
}

export function encryptSecret(keyring: SecretKeyring, plaintext: string, binding: string): string {
  const { id, key } = keyring.current;
  const header = `${formatVersion}:${id}`;
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
  cipher.setAAD(additionalData(header, binding));
  const sealed = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${header}:${nonce.toString('base64url')}:${sealed.toString('base64url')}`;
}

/** The id of the key a stored value names, or undefined when it is not an encrypted value. */
function secretKeyIdOf(stored: string): string | undefined {
  return encryptedSecretPattern.test(stored) ? stored.split(':')[1] : undefined;
}

export function decryptSecret(keyring: SecretKeyring, stored: string, binding: string): string {
  const keyId = secretKeyIdOf(stored);
  if (!keyId) throw new SecretDecryptionError('Not an encrypted secret (unknown format)');
  const key = [keyring.current, ...keyring.previous].find((candidate) => candidate.id === keyId);
  if (!key) {
    throw new SecretDecryptionError(
      `Encrypted with key ${keyId}, which is not configured (current or previous)`,
    );
  }
  const [, , nonceText = '', sealedText = ''] = stored.split(':');
  const sealed = Buffer.from(sealedText, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(nonceText, 'base64url'), {
    authTagLength: tagBytes,
  });
  decipher.setAAD(additionalData(`${formatVersion}:${keyId}`, binding));
  decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretDecryptionError(
      'The encrypted secret does not authenticate (altered, or stored elsewhere than it was made for)',
    );
  }
}

/** Whether a stored value is already encrypted with the current key (nothing to re-encrypt). */
export function isEncryptedWithCurrentKey(keyring: SecretKeyring, stored: string): boolean {
  return secretKeyIdOf(stored) === keyring.current.id;
}
