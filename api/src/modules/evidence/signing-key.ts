import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

export interface EvidenceSigningKey {
  privateKey: KeyObject;
  /** The public key as a JWK (OKP, Ed25519) with its key id, as /.well-known publishes it. */
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
  publicPem: string;
}

function signingKeyOf(privatePem: string): EvidenceSigningKey {
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  const { x } = publicKey.export({ format: 'jwk' });
  if (!x) throw new Error('EVIDENCE_SIGNING_KEY is not an Ed25519 key');
  // The key id is the RFC 7638 thumbprint, so a rotated key never shares an id.
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
  return {
    privateKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' },
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

async function developmentKeyPem(config: AppConfig): Promise<string> {
  const keyFile = path.join(config.dataDirectory, 'evidence-signing-key.pem');
  const existing = await readFile(keyFile, 'utf8').catch(() => null);
  if (existing) return existing;
  await mkdir(config.dataDirectory, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  // 'wx': when two processes start on one data folder, the first key written is everyone's.
  await writeFile(keyFile, pem, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return readFile(keyFile, 'utf8');
}

const loaded = new Map<string, Promise<EvidenceSigningKey>>();

/**
 * The provider's key that signs evidence packs: EVIDENCE_SIGNING_KEY, or outside production a
 * key generated once and kept under the data folder, so packs verify across restarts.
 */
export function loadEvidenceSigningKey(config: AppConfig): Promise<EvidenceSigningKey> {
  const cacheKey = config.evidenceSigningKey ?? `file:${config.dataDirectory}`;
  let key = loaded.get(cacheKey);
  if (!key) {
    key = (async () => {
      if (config.evidenceSigningKey) return signingKeyOf(config.evidenceSigningKey);
      if (config.environment === 'production') {
        throw new Error('EVIDENCE_SIGNING_KEY is required in production');
      }
      return signingKeyOf(await developmentKeyPem(config));
    })();
    void key.catch(() => loaded.delete(cacheKey));
    loaded.set(cacheKey, key);
  }
  return key;
}

/**
 * A detached JWS (RFC 7515, appendix F) over the bytes: "<header>..<signature>", EdDSA. Anyone
 * checks it with the published key by putting base64url(bytes) between the dots.
 */
export function signDetached(key: EvidenceSigningKey, payload: Buffer): string {
  const header = Buffer.from(
    JSON.stringify({ alg: 'EdDSA', kid: key.publicJwk.kid, typ: 'JOSE' }),
  ).toString('base64url');
  const signingInput = Buffer.from(`${header}.${payload.toString('base64url')}`);
  const signature = sign(null, signingInput, key.privateKey).toString('base64url');
  return `${header}..${signature}`;
}
