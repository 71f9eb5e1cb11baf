import { useEffect, type DependencyList } from 'react';

/**
 * Runs `work` in a task of its own after the render that asked for it, again when a dependency
 * changes, and not at all once the component has gone. Work that can wait a moment (what lies
 * below the first screen, a warm-up, a prefetch) then does not lengthen the task that paints.
 */
export function useNextTask(work: () => void, dependencies: DependencyList): void {
  useEffect(() => {
    const handle = setTimeout(work, 0);
    return () => clearTimeout(handle);
    // The caller names what the work depends on, as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, dependencies);
}
