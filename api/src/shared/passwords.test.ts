import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

/** The quickest of a few runs: a busy machine only ever adds time to single calls. */
async function quickestOf(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

describe('verifyPassword', () => {
  it('accepts the password of a hash and refuses another', async () => {
    const stored = await hashPassword('correct horse 1');
    expect(await verifyPassword(stored, 'correct horse 1')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse 1')).toBe(false);
    expect(await verifyPassword(null, 'correct horse 1')).toBe(false);
  });

  it('takes as long without an account as with a wrong password, so sign-in reveals no accounts', async () => {
    const stored = await hashPassword('correct horse 1');
    await verifyPassword(null, 'warm up');
    const wrongPassword = await quickestOf(() => verifyPassword(stored, 'wrong horse 1'));
    const noAccount = await quickestOf(() => verifyPassword(null, 'wrong horse 1'));
    // Both run argon2; skipping it would answer a thousand times faster.
    expect(noAccount).toBeGreaterThan(wrongPassword * 0.5);
  });
});
