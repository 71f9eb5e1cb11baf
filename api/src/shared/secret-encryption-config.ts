import { createHash } from 'node:crypto';
import { z } from 'zod';
import { configurationDocumentation as documentation } from './configuration-documentation.js';
import { createSecretKeyring, secretKeyBytes, type SecretKeyring } from './secret-encryption.js';

/** Standard base64 or base64url of exactly 32 bytes (`openssl rand -base64 32`). */
const base64KeyPattern = /^[A-Za-z0-9+/_-]{43}=?$/;
const keyMessage = `must be ${secretKeyBytes} random bytes in base64 (try: openssl rand -base64 32)`;

/** The settings of the keys that encrypt stored secrets (docs/integrating/webhooks.md). */
export const secretEncryptionEnvironment = {
  SECRETS_ENCRYPTION_KEY: z
    .string()
    .trim()
    .regex(base64KeyPattern, keyMessage)
    .optional()
    .register(documentation, {
      description:
        '32 random bytes in base64 (`openssl rand -base64 32`): encrypts webhook signing secrets in the database (AES-256-GCM). Required in production (the public development key is refused there); without it development logs a warning at start. To change it see [Webhooks](../integrating/webhooks.md#changing-the-key).',
      defaultText: 'the public development key outside production',
    }),
  SECRETS_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || value.split(',').every((key) => base64KeyPattern.test(key.trim())),
      { message: `must be comma-separated keys, each ${keyMessage}` },
    )
    .optional()
    .register(documentation, {
      description:
        'Earlier keys, comma-separated: they only decrypt what they encrypted, until `npm run admin -- webhook-secrets re-encrypt` has put it under the current key.',
    }),
};

type SecretEncryptionEnvironment = {
  [Name in keyof typeof secretEncryptionEnvironment]?: z.infer<
    (typeof secretEncryptionEnvironment)[Name]
  >;
};

/**
 * The key development and tests run with when none is configured. It is public (it is in the
 * source), so production refuses to start without a key of its own.
 */
const developmentKey = createHash('sha256')
  .update('itad-portal development secret encryption key: public, never for production')
  .digest();

export interface SecretEncryptionConfig {
  keyring: SecretKeyring;
  /** No key configured: the public development key encrypts (a warning outside tests). */
  usesDevelopmentKey: boolean;
}

export function resolveSecretEncryption(
  raw: SecretEncryptionEnvironment,
  isProduction: boolean,
  problems: string[],
): SecretEncryptionConfig {
  const previousKeys = (raw.SECRETS_ENCRYPTION_KEYS_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => Buffer.from(key, 'base64'));
  if (!raw.SECRETS_ENCRYPTION_KEY) {
    if (isProduction) {
      problems.push(
        'SECRETS_ENCRYPTION_KEY: required in production (encrypts webhook signing secrets; try: openssl rand -base64 32)',
      );
    }
    return {
      keyring: createSecretKeyring(developmentKey, previousKeys),
      usesDevelopmentKey: true,
    };
  }
  const currentKey = Buffer.from(raw.SECRETS_ENCRYPTION_KEY, 'base64');
  if (isProduction && currentKey.equals(developmentKey)) {
    problems.push(
      'SECRETS_ENCRYPTION_KEY: the public development key is not allowed in production',
    );
  }
  // Outside production the development key still decrypts, so a demo's data survives the
  // switch to a key of its own (until `webhook-secrets re-encrypt`).
  return {
    keyring: createSecretKeyring(
      currentKey,
      isProduction ? previousKeys : [...previousKeys, developmentKey],
    ),
    usesDevelopmentKey: false,
  };
}
