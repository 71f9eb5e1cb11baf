import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

/**
 * The key that signs tokens: TOKEN_SIGNING_KEY (base64url), or in demo mode a key generated
 * once and kept under the data folder so tokens survive restarts.
 */
export async function loadSigningKey(config: AppConfig): Promise<Uint8Array> {
  if (config.tokenSigningKey) return Buffer.from(config.tokenSigningKey, 'base64url');
  if (config.environment === 'production') {
    throw new Error('TOKEN_SIGNING_KEY is required in production');
  }
  const keyFile = path.join(config.dataDirectory, 'token-signing-key');
  if (existsSync(keyFile))
    return Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64url');
  await mkdir(config.dataDirectory, { recursive: true });
  const key = randomBytes(48);
  await writeFile(keyFile, `${key.toString('base64url')}\n`, { mode: 0o600 });
  return key;
}
