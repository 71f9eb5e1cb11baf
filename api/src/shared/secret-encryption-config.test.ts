import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { productionEnvironment } from '../test-support/test-server.js';
import { decryptSecret, encryptSecret, secretKeyId } from './secret-encryption.js';

function problemsOf(environment: Record<string, string>): string {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
}

describe('SECRETS_ENCRYPTION_KEY', () => {
  it('is required in production: the server refuses to start without it, naming it', () => {
    const { SECRETS_ENCRYPTION_KEY: _configured, ...withoutKey } = productionEnvironment();
    expect(() => loadConfig(withoutKey)).toThrow(ConfigError);
    expect(problemsOf(withoutKey)).toMatch(/SECRETS_ENCRYPTION_KEY: required in production/);
    expect(problemsOf(productionEnvironment())).toBe('');
  });

  it('refuses a key that is not 32 bytes of base64, and bad previous keys', () => {
    for (const value of ['short', randomBytes(16).toString('base64'), `${'a'.repeat(43)}!`]) {
      expect(problemsOf({ SECRETS_ENCRYPTION_KEY: value })).toMatch(
        /SECRETS_ENCRYPTION_KEY: must be 32 random bytes in base64/,
      );
    }
    expect(
      problemsOf({
        SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SECRETS_ENCRYPTION_KEYS_PREVIOUS: `${randomBytes(32).toString('base64')},nope`,
      }),
    ).toMatch(/SECRETS_ENCRYPTION_KEYS_PREVIOUS: must be comma-separated keys/);
  });

  it('runs development and tests with the public development key, refused in production', () => {
    const development = loadConfig({}).secretEncryption;
    expect(development.usesDevelopmentKey).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).secretEncryption.keyring.current.id).toBe(
      development.keyring.current.id,
    );
    const developmentKey = development.keyring.current.key.toString('base64');
    expect(
      problemsOf({ ...productionEnvironment(), SECRETS_ENCRYPTION_KEY: developmentKey }),
    ).toMatch(/SECRETS_ENCRYPTION_KEY: the public development key is not allowed in production/);
  });

  it('encrypts with the current key and decrypts with the previous ones (base64 or base64url)', () => {
    const [current, previous, older] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const { keyring, usesDevelopmentKey } = loadConfig({
      ...productionEnvironment(),
      SECRETS_ENCRYPTION_KEY: current.toString('base64'),
      SECRETS_ENCRYPTION_KEYS_PREVIOUS: ` ${previous.toString('base64')} , ${older.toString('base64url')}`,
    }).secretEncryption;
    expect(usesDevelopmentKey).toBe(false);
    expect(keyring.current.id).toBe(secretKeyId(current));
    // Production trusts only the keys it is given; the development key is not among them.
    expect(keyring.previous.map((key) => key.id)).toEqual([
      secretKeyId(previous),
      secretKeyId(older),
    ]);
    const madeWithOlder = encryptSecret(
      { current: { id: secretKeyId(older), key: older }, previous: [] },
      'whsec_x',
      'binding',
    );
    expect(decryptSecret(keyring, madeWithOlder, 'binding')).toBe('whsec_x');
  });

  it('outside production, still decrypts what the development key made after a key is set', () => {
    const made = encryptSecret(loadConfig({}).secretEncryption.keyring, 'whsec_demo', 'binding');
    const { keyring } = loadConfig({
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    }).secretEncryption;
    expect(decryptSecret(keyring, made, 'binding')).toBe('whsec_demo');
  });
});
