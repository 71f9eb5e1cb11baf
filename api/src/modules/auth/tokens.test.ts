import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, tokenLifetimeSeconds } from './tokens.js';

const claims = {
  userId: 'user-1',
  sessionId: 'session-1',
  supplierId: 'supplier-1',
  hasReportAccess: true,
  canUpload: false,
  isAdmin: false,
};

afterEach(() => vi.useRealTimers());

describe('token verification', () => {
  const service = createTokenService(randomBytes(32), 'https://portal.test');

  it('answers the same claims every time a token is checked, until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const token = await service.issue('no', claims);
    const first = await service.verify('no', token);
    expect(first).toMatchObject(claims);
    expect(await service.verify('no', token)).toEqual(first);

    vi.setSystemTime(new Date(Date.now() + tokenLifetimeSeconds * 1000 + 1));
    expect(await service.verify('no', token)).toBeNull();
    // Renewal still takes it within its window.
    expect(await service.verify('no', token, { acceptExpiredWithinSeconds: 60 })).toMatchObject(
      claims,
    );
  });

  it("refuses a checked token at another country's endpoint and any altered copy of it", async () => {
    const token = await service.issue('no', claims);
    expect(await service.verify('no', token)).not.toBeNull();
    expect(await service.verify('dk', token)).toBeNull();
    const [header, payload, signature = ''] = token.split('.');
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await service.verify('no', `${header}.${payload}.${otherSignature}`)).toBeNull();
  });

  it('refuses tokens signed with another key, even ones this key never saw', async () => {
    const other = createTokenService(randomBytes(32), 'https://portal.test');
    const foreign = await other.issue('no', claims);
    expect(await other.verify('no', foreign)).not.toBeNull();
    expect(await service.verify('no', foreign)).toBeNull();
  });
});
