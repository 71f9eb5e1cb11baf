import { useSyncExternalStore } from 'react';
import type { OperationCaller } from '../../../shared/graphql/client';

/**
 * The console's session lives in this tab only (sessionStorage), apart from the customer's
 * token: closing the tab signs staff out, and the two never mix.
 */
const tokenKey = 'itad_console_token';
const countryKey = 'itad_console_country';
const changeEvent = 'itad-console-session';

export interface ConsoleSession {
  token: string;
  /** The country the staff member signed in to (NO, DK or SE). */
  country: string;
}

function read(): ConsoleSession | null {
  const token = sessionStorage.getItem(tokenKey);
  const country = sessionStorage.getItem(countryKey);
  return token && country ? { token, country } : null;
}

let current = typeof sessionStorage === 'undefined' ? null : read();

function announce(): void {
  current = read();
  window.dispatchEvent(new Event(changeEvent));
}

export function saveConsoleSession(session: ConsoleSession): void {
  sessionStorage.setItem(tokenKey, session.token);
  sessionStorage.setItem(countryKey, session.country);
  announce();
}

export function clearConsoleSession(): void {
  sessionStorage.removeItem(tokenKey);
  sessionStorage.removeItem(countryKey);
  announce();
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(changeEvent, listener);
  return () => window.removeEventListener(changeEvent, listener);
}

export function useConsoleSession(): ConsoleSession | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** Who console calls are sent as: the session's token, to its country. */
export function consoleCaller(): OperationCaller {
  return { token: current?.token ?? null, country: current?.country ?? 'NO' };
}
