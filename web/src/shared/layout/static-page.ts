import { useEffect, useSyncExternalStore } from 'react';

// How many mounted pages have marked themselves static (a count, so transitions that briefly
// keep two pages mounted stay right).
let staticPages = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the current page static: the layout leaves out floating extras such as the chat widget. */
export function useStaticPage(): void {
  useEffect(() => {
    staticPages += 1;
    notify();
    return () => {
      staticPages -= 1;
      notify();
    };
  }, []);
}

/** True while a static page is shown. */
export function useIsStaticPage(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => staticPages > 0,
    () => false,
  );
}
