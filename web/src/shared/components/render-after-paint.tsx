import { useState, type ReactNode } from 'react';
import { useNextTask } from '../lib/use-next-task';

/**
 * Renders its children one task after it first appears. A long page's first screen paints,
 * and what lies below it is built in a task of its own: no single task holds a phone's main
 * thread for the whole page, so a tap meanwhile is answered. Place it where its children come
 * last on the page, so their arrival pushes nothing the reader sees.
 */
export function RenderAfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useNextTask(() => setShown(true), []);
  return shown ? children : null;
}
