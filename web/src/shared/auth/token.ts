/**
 * The session token (spec section 4): kept in localStorage under `jwt`. Removing it also clears
 * the stored shipment items. Components follow it through `subscribeToToken`.
 *
 * A read-only customer view that a provider's staff member opened from the console lives in
 * this tab only (sessionStorage): while it is there it is the tab's token, renewals replace it,
 * and removing it ends the view without touching a session kept under `jwt`.
 */
const tokenStorageKey = 'jwt';
const customerViewStorageKey = 'customer_view';
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
  /** Only in a provider's staff member's read-only view: who looks, until when (epoch seconds). */
  customer_view?: { staff_name: string; ends_at: number };
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

function isCustomerViewTab(): boolean {
  return sessionStorage.getItem(customerViewStorageKey) !== null;
}

export function readToken(): string | null {
  return sessionStorage.getItem(customerViewStorageKey) ?? localStorage.getItem(tokenStorageKey);
}

export function writeToken(token: string): void {
  if (isCustomerViewTab()) sessionStorage.setItem(customerViewStorageKey, token);
  else localStorage.setItem(tokenStorageKey, token);
  window.dispatchEvent(new Event(tokenChangeEvent));
}

/** Makes this tab a read-only customer view with the view's first token. */
export function startCustomerViewInTab(token: string): void {
  sessionStorage.setItem(customerViewStorageKey, token);
  window.dispatchEvent(new Event(tokenChangeEvent));
}

/** Who looks through a customer view, and until when; null for a user's own session. */
export function customerViewOf(token: string | null): { staffName: string; endsAt: Date } | null {
  const view = token ? decodeToken(token)?.customer_view : undefined;
  if (!view || typeof view.staff_name !== 'string' || typeof view.ends_at !== 'number') return null;
  return { staffName: view.staff_name, endsAt: new Date(view.ends_at * 1000) };
}

export function clearToken(): void {
  if (isCustomerViewTab()) {
    sessionStorage.removeItem(customerViewStorageKey);
  } else {
    localStorage.removeItem(tokenStorageKey);
    localStorage.removeItem(shipmentItemsStorageKey);
  }
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
