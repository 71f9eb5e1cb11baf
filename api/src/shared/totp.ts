import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238, over HOTP of RFC 4226) as authenticator apps make
 * them: HMAC-SHA1, 30-second steps, six digits. The key is shown to people in base32 (RFC 4648).
 */
export const totpStepSeconds = 30;
const digits = 6;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

/** Decodes base32 as people type it: any case, spaces and padding ignored; null if not base32. */
export function decodeBase32(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = base32Alphabet.indexOf(character);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit key (RFC 4226's recommended length), in base32. */
export function createTotpSecret(): string {
  return encodeBase32(randomBytes(20));
}

/** The code of one counter value (HOTP, RFC 4226 section 5.3). */
export function hotp(key: Uint8Array, counter: number, length = digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac('sha1', key).update(message).digest();
  const offset = (hash[hash.length - 1] ?? 0) & 0x0f;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** length).padStart(length, '0');
}

function totpStepAt(time: Date): number {
  return Math.floor(time.getTime() / 1000 / totpStepSeconds);
}

/** The code an authenticator shows at a time. */
export function totpCode(secret: string, time: Date): string {
  const key = decodeBase32(secret);
  if (!key) throw new Error('A TOTP key must be base32');
  return hotp(key, totpStepAt(time));
}

/**
 * The time step a code is valid for at `time`, allowing one step either way for clocks that
 * drift; null when it matches none. The caller refuses a step already used (replay).
 */
export function matchTotpStep(secret: string, code: string, time: Date): number | null {
  const key = decodeBase32(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const current = totpStepAt(time);
  for (const step of [current - 1, current, current + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The address an authenticator app reads (as a QR code or typed), by the Key URI format. */
export function totpKeyUri(options: { secret: string; issuer: string; account: string }): string {
  const label = encodeURIComponent(`${options.issuer}:${options.account}`);
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(digits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
