/**
 * A console sign-in at the provider's Microsoft tenant, remembered by the tab that started it:
 * only that tab completes it (the callback checks the state), at the country chosen.
 */
const storageKey = 'consoleMicrosoftSignIn';

export interface PendingConsoleMicrosoftSignIn {
  state: string;
  country: string;
}

export function rememberConsoleMicrosoftSignIn(pending: PendingConsoleMicrosoftSignIn): void {
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
}

/** The sign-in this tab started, forgotten as it is read: a state is used once. */
export function takeConsoleMicrosoftSignIn(): PendingConsoleMicrosoftSignIn | null {
  const stored = sessionStorage.getItem(storageKey);
  sessionStorage.removeItem(storageKey);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<PendingConsoleMicrosoftSignIn>;
    return typeof parsed.state === 'string' && typeof parsed.country === 'string'
      ? { state: parsed.state, country: parsed.country }
      : null;
  } catch {
    return null;
  }
}
