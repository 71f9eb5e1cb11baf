const storageKey = 'microsoftSignIn';

/** What the tab remembers while the user is at Microsoft. */
export interface PendingMicrosoftSignIn {
  state: string;
  /** The page to open after signing in (a path of this site). */
  from?: string;
}

/**
 * Sends the browser to Microsoft. The state stays in this tab's session storage, so only the
 * tab that started the sign-in can complete it (the callback checks it before using the code).
 */
export async function startMicrosoftSignIn(from?: string): Promise<void> {
  // The client and the generated documents load on the click, not with the login screen.
  const [{ request }, { GetMicrosoftLoginUrlDocument }] = await Promise.all([
    import('../graphql/client'),
    import('../graphql/generated/graphql'),
  ]);
  const { get_microsoft_login_url: started } = await request(GetMicrosoftLoginUrlDocument);
  const pending: PendingMicrosoftSignIn = { state: started.state, ...(from ? { from } : {}) };
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
  window.location.assign(started.url);
}

/** Forgets the started sign-in: its state is used once, whatever the outcome. */
export function clearPendingMicrosoftSignIn(): void {
  sessionStorage.removeItem(storageKey);
}

/** The sign-in this tab started, if any. */
export function readPendingMicrosoftSignIn(): PendingMicrosoftSignIn | null {
  const stored = sessionStorage.getItem(storageKey);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<PendingMicrosoftSignIn>;
    if (typeof parsed.state !== 'string') return null;
    // Only a path of this site, never another origin.
    const from =
      typeof parsed.from === 'string' && /^\/(?!\/)/.test(parsed.from) ? parsed.from : undefined;
    return { state: parsed.state, ...(from ? { from } : {}) };
  } catch {
    return null;
  }
}
