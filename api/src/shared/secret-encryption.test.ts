import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createSecretKeyring,
  decryptSecret,
  encryptedSecretPattern,
  encryptSecret,
  isEncryptedWithCurrentKey,
  SecretDecryptionError,
  secretKeyId,
} from './secret-encryption.js';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const binding = 'webhook_endpoints.secret:6f1c0d55-2f1e-4a8e-9d51-0c8a3b6d1e27';

describe('secret encryption (AES-256-GCM)', () => {
  it('round-trips, in a versioned format naming the key, never holding the plain value', () => {
    const keyring = createSecretKeyring(randomBytes(32));
    const stored = encryptSecret(keyring, secret, binding);
    expect(stored).toMatch(encryptedSecretPattern);
    expect(stored.startsWith(`v1:${keyring.current.id}:`)).toBe(true);
    expect(stored).not.toContain('whsec_');
    expect(stored).not.toContain(secret.slice(6));
    expect(decryptSecret(keyring, stored, binding)).toBe(secret);
    expect(isEncryptedWithCurrentKey(keyring, stored)).toBe(true);
  });

  it('uses a fresh nonce for every value', () => {
    const keyring = createSecretKeyring(randomBytes(32));
    const first = encryptSecret(keyring, secret, binding);
    const second = encryptSecret(keyring, secret, binding);
    expect(first).not.toBe(second);
    expect(first.split(':')[2]).not.toBe(second.split(':')[2]);
  });

  it('refuses a value made with a key that is not configured', () => {
    const stored = encryptSecret(createSecretKeyring(randomBytes(32)), secret, binding);
    const other = createSecretKeyring(randomBytes(32));
    expect(() => decryptSecret(other, stored, binding)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(other, stored, binding)).toThrow(/not configured/);
  });

  it('refuses a value whose key id names a configured key but was made with another', () => {
    const keyring = createSecretKeyring(randomBytes(32));
    const stored = encryptSecret(createSecretKeyring(randomBytes(32)), secret, binding);
    const relabelled = stored.replace(/^v1:[0-9a-f]{16}:/, `v1:${keyring.current.id}:`);
    expect(() => decryptSecret(keyring, relabelled, binding)).toThrow(/does not authenticate/);
  });

  it('refuses a tampered value: ciphertext, tag or nonce', () => {
    const keyring = createSecretKeyring(randomBytes(32));
    const stored = encryptSecret(keyring, secret, binding);
    const [version, keyId, nonce = '', sealed = ''] = stored.split(':');
    const flip = (text: string, index: number) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[index] = (bytes[index] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const tampered of [
      [version, keyId, nonce, flip(sealed, 0)],
      [version, keyId, nonce, flip(sealed, Buffer.from(sealed, 'base64url').length - 1)],
      [version, keyId, flip(nonce, 0), sealed],
    ]) {
      expect(() => decryptSecret(keyring, tampered.join(':'), binding)).toThrow(
        SecretDecryptionError,
      );
    }
  });

  it('refuses a value moved to another row or column', () => {
    const keyring = createSecretKeyring(randomBytes(32));
    const stored = encryptSecret(keyring, secret, binding);
    expect(() =>
      decryptSecret(
        keyring,
        stored,
        'webhook_endpoints.secret:0b7e7c2a-9a51-4d9a-8f0e-3d2f1a6b5c44',
      ),
    ).toThrow(/does not authenticate/);
    expect(() =>
      decryptSecret(keyring, stored, binding.replace('.secret:', '.previous_secret:')),
    ).toThrow(/does not authenticate/);
  });

  it('refuses what is not an encrypted value, such as a plain secret', () => {
    const keyring = createSecretKeyring(randomBytes(32));
    expect(() => decryptSecret(keyring, secret, binding)).toThrow(/unknown format/);
    expect(() => decryptSecret(keyring, 'v2:whatever', binding)).toThrow(/unknown format/);
  });

  it('decrypts with a previous key after a rotation, and encrypts with the current one', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const before = createSecretKeyring(oldKey);
    const stored = encryptSecret(before, secret, binding);
    const after = createSecretKeyring(newKey, [oldKey]);
    expect(decryptSecret(after, stored, binding)).toBe(secret);
    expect(isEncryptedWithCurrentKey(after, stored)).toBe(false);
    const reencrypted = encryptSecret(after, decryptSecret(after, stored, binding), binding);
    expect(reencrypted.split(':')[1]).toBe(secretKeyId(newKey));
    expect(isEncryptedWithCurrentKey(after, reencrypted)).toBe(true);
    // Once the old key is dropped, only what was re-encrypted is readable.
    const withoutOld = createSecretKeyring(newKey);
    expect(decryptSecret(withoutOld, reencrypted, binding)).toBe(secret);
    expect(() => decryptSecret(withoutOld, stored, binding)).toThrow(/not configured/);
  });

  it('takes only 32-byte keys, and names each key by a stable id', () => {
    expect(() => createSecretKeyring(randomBytes(16))).toThrow(/32 bytes/);
    const key = randomBytes(32);
    expect(secretKeyId(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(secretKeyId(Buffer.from(key))).toBe(secretKeyId(key));
    expect(secretKeyId(randomBytes(32))).not.toBe(secretKeyId(key));
  });
});
