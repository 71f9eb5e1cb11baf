import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after it first appears. A long page's first screen paints,
 * and what lies below it is built in a task of its own: no single task holds a phone's main
 * thread for the whole page, so a tap meanwhile is answered. Place it where its children come
 * last on the page, so their arrival pushes nothing the reader sees.
 */
export function RenderAfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const handle = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(handle);
  }, []);
  return shown ? children : null;
}
