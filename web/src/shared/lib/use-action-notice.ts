import { useCallback, useState } from 'react';

/** What an action said last: done (a status) or refused (an alert). */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** A page's action feedback: one notice at a time, cleared when the next action starts. */
export function useActionNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  const succeeded = useCallback((text: string) => setNotice({ kind: 'success', text }), []);
  const failed = useCallback((text: string) => setNotice({ kind: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, succeeded, failed, clear };
}
