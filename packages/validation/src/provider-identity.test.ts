import { describe, expect, it } from 'vitest';
import { compactIban, isValidBic, isValidIban } from './provider-identity.js';

describe('provider identity checks', () => {
  it('takes IBANs with right check digits, written with or without spaces', () => {
    expect(isValidIban('NO34 1503 1234 567')).toBe(true);
    expect(isValidIban('dk1030001234567890')).toBe(true);
    expect(isValidIban('SE45 5000 0000 0583 9825 7466')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('refuses a mistyped digit, a wrong form and a short number', () => {
    expect(isValidIban('NO35 1503 1234 567')).toBe(false);
    expect(isValidIban('NO34 1503 1234 568')).toBe(false);
    expect(isValidIban('34NO 1503 1234 567')).toBe(false);
    expect(isValidIban('NO34 1503')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('writes an IBAN compact', () => {
    expect(compactIban(' no34 1503 1234 567 ')).toBe('NO3415031234567');
  });

  it('takes eight- and eleven-character BICs only', () => {
    expect(isValidBic('DNBANOKK')).toBe(true);
    expect(isValidBic('dnbanokkxxx')).toBe(true);
    expect(isValidBic('DNBANOK')).toBe(false);
    expect(isValidBic('DNBANOKKXX')).toBe(false);
    expect(isValidBic('1NBANOKK')).toBe(false);
  });
});
