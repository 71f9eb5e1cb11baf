/**
 * The session token (spec section 4): kept in localStorage under `jwt`. Removing it also clears
 * the stored shipment items. Components follow it through `subscribeToToken`.
 */
const tokenStorageKey = 'jwt';
export const shipmentItemsStorageKey = 'shipment_items';

export interface TokenClaims {
  sub: string;
  sid: string;
  supplier_id: string;
  has_report_access: boolean;
  can_upload: boolean;
  is_admin: boolean;
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
  iss: string;
  aud: string | string[];
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's claims, or null when it cannot be decoded. The signature is the server's job. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/** Expired means: `exp` earlier than now, or the token cannot be decoded. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const claims = decodeToken(token);
  return claims === null || claims.exp * 1000 < now;
}

export function hasReportAccess(token: string | null): boolean {
  return token !== null && decodeToken(token)?.has_report_access === true;
}

/** Whether the token is a supplier admin's (is_admin claim): the admin account pages need it. */
export function isAdmin(token: string | null): boolean {
  return token !== null && decodeToken(token)?.is_admin === true;
}

const tokenChangeEvent = 'portal:token-change';

export function readToken(): string | null {
  return localStorage.getItem(tokenStorageKey);
}

export function writeToken(token: string): void {
  localStorage.setItem(tokenStorageKey, token);
  window.dispatchEvent(new Event(tokenChangeEvent));
}

export function clearToken(): void {
  localStorage.removeItem(tokenStorageKey);
  localStorage.removeItem(shipmentItemsStorageKey);
  window.dispatchEvent(new Event(tokenChangeEvent));
}

/** Calls the listener when the token changes in this tab or another one. */
export function subscribeToToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === tokenStorageKey || event.key === null) listener();
  };
  window.addEventListener(tokenChangeEvent, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(tokenChangeEvent, listener);
    window.removeEventListener('storage', onStorage);
  };
}
