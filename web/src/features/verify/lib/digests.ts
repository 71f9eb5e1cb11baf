/** The SHA-256 of bytes as 64 lowercase hexadecimal characters (Web Crypto). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isSha256(text: string): boolean {
  return /^[0-9a-f]{64}$/.test(text);
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The provider's public key as /.well-known/evidence-signing-key publishes it. */
export interface PublicSigningKey {
  kty: string;
  crv: string;
  x: string;
  kid: string;
}

/**
 * Checks a detached JWS ("<header>..<signature>", EdDSA over Ed25519) of `payload` with the
 * published key: true only when the header names that key and the signature holds.
 */
export async function verifyDetachedJws(
  jws: string,
  payload: Uint8Array,
  key: PublicSigningKey,
): Promise<boolean> {
  const [header, detached, signature] = jws.trim().split('.');
  if (header === undefined || detached !== '' || !signature) return false;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(fromBase64Url(header))) as {
      alg?: string;
      kid?: string;
    };
    if (parsed.alg !== 'EdDSA' || parsed.kid !== key.kid) return false;
    const publicKey = await crypto.subtle.importKey(
      'jwk',
      { kty: key.kty, crv: key.crv, x: key.x },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const signingInput = new TextEncoder().encode(`${header}.${toBase64Url(payload)}`);
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      publicKey,
      fromBase64Url(signature) as Uint8Array<ArrayBuffer>,
      signingInput,
    );
  } catch {
    return false;
  }
}
