import { describe, expect, it } from 'vitest';
import {
  createTotpSecret,
  decodeBase32,
  encodeBase32,
  hotp,
  matchTotpStep,
  totpCode,
  totpKeyUri,
} from './totp.js';

// The shared secret of RFC 6238 appendix B and RFC 4226 appendix D (SHA-1).
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcSecret = encodeBase32(rfcKey);

describe('one-time passwords', () => {
  it('gives the HOTP values of RFC 4226', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    expect(expected.map((_code, counter) => hotp(rfcKey, counter))).toEqual(expected);
  });

  it('gives the TOTP values of RFC 6238 (eight digits, SHA-1)', () => {
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, code] of cases)
      expect(hotp(rfcKey, Math.floor(seconds / 30), 8)).toBe(code);
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('accepts a code of the step before or after, and nothing further', () => {
    const secret = createTotpSecret();
    const now = new Date('2026-11-29T10:00:15Z');
    const step = Math.floor(now.getTime() / 30_000);
    const at = (offset: number) => new Date(now.getTime() + offset * 30_000);
    expect(matchTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, at(-1)), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, at(1)), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCode(secret, at(-2)), now)).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('reads base32 back as people type it', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const spaced = secret.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(decodeBase32(spaced)?.equals(decodeBase32(secret) ?? Buffer.alloc(0))).toBe(true);
    expect(decodeBase32('not base32!')).toBeNull();
  });

  it('writes the key URI authenticator apps read', () => {
    const uri = totpKeyUri({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'ITAD Portal',
      account: 'a@b.no',
    });
    expect(uri).toBe(
      'otpauth://totp/ITAD%20Portal%3Aa%40b.no?secret=JBSWY3DPEHPK3PXP&issuer=ITAD+Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
