import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../../../shared/components/spinner';
import styles from './unit-summary.module.css';

interface ChartWhenNearProps {
  /** The chart's height in pixels: its place is kept, so nothing below moves when it comes. */
  height: number;
  /** The chart's description, which its place already carries for screen readers. */
  description: string;
  children: ReactNode;
}

/**
 * Draws a chart once its place comes near the screen. Loading Chart.js and drawing a chart take
 * the main thread for a long moment; a chart further down a phone's page waits until the reader
 * scrolls towards it (a screen away), so the page answers while it loads. Until then its place
 * shows a spinner and is named like the chart (a chart's canvas says no more to screen readers).
 */
export function ChartWhenNear({ height, description, children }: ChartWhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  // Browsers without IntersectionObserver (and test DOMs) draw at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  return (
    <div
      ref={place}
      className={`${styles.chartCanvas} ${styles.chartLoading}`}
      style={{ height: `${height}px` }}
      role="img"
      aria-label={description}
    >
      <Spinner size={48} />
    </div>
  );
}
