import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  customerViewOf,
  decodeToken,
  hasReportAccess,
  isTokenExpired,
  readToken,
  startCustomerViewInTab,
  subscribeToToken,
  writeToken,
} from './token';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fakeToken(claims: Record<string, unknown>): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}

const now = Date.parse('2025-06-01T12:00:00Z');
const inOneHour = now / 1000 + 3600;

describe('token rules', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('decodes the claims of a token', () => {
    const token = fakeToken({ sub: 'u1', exp: inOneHour, has_report_access: true, name: 'Ærlig' });
    expect(decodeToken(token)).toMatchObject({
      sub: 'u1',
      exp: inOneHour,
      has_report_access: true,
    });
  });

  it('treats an undecodable token as expired', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(fakeToken({ sub: 'no exp' }), now)).toBe(true);
  });

  it('treats a token whose exp is earlier than now as expired', () => {
    expect(isTokenExpired(fakeToken({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(fakeToken({ exp: inOneHour }), now)).toBe(false);
  });

  it('reads report access from the has_report_access claim', () => {
    expect(hasReportAccess(fakeToken({ exp: inOneHour, has_report_access: true }))).toBe(true);
    expect(hasReportAccess(fakeToken({ exp: inOneHour, has_report_access: false }))).toBe(false);
    expect(hasReportAccess(null)).toBe(false);
  });

  it('stores the token under jwt and clears shipment_items when it is removed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToken(listener);
    writeToken('abc');
    expect(localStorage.getItem('jwt')).toBe('abc');
    expect(readToken()).toBe('abc');
    localStorage.setItem('shipment_items', '[]');
    clearToken();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('shipment_items')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps a customer view in this tab apart from the session under jwt, and ends it alone', () => {
    localStorage.setItem('jwt', 'own');
    localStorage.setItem('shipment_items', '[]');
    const view = fakeToken({ exp: inOneHour, customer_view: { staff_name: 'Siri', ends_at: 1 } });
    startCustomerViewInTab(view);
    expect(readToken()).toBe(view);
    expect(customerViewOf(readToken())).toEqual({ staffName: 'Siri', endsAt: new Date(1000) });
    // A renewal replaces the view's token, not the one under jwt.
    writeToken('renewed-view');
    expect(sessionStorage.getItem('customer_view')).toBe('renewed-view');
    expect(localStorage.getItem('jwt')).toBe('own');
    clearToken();
    expect(readToken()).toBe('own');
    expect(localStorage.getItem('shipment_items')).toBe('[]');
    expect(customerViewOf(readToken())).toBeNull();
  });
});
