import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './table-scroll.module.css';

interface TableScrollProps {
  /** Names the scrolling region for screen readers (usually the table's caption). */
  label: string;
  children: ReactNode;
}

/**
 * A table wider than the screen scrolls sideways in a region reachable by keyboard, with shadows
 * at the edges that hide columns and a hint saying so, so no column (Status, Download) is missed.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    // Browsers without ResizeObserver (and test DOMs) keep a first measurement.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // The observer's first call comes once the browser has laid the page out; measuring here,
    // straight after React's commit, would force a layout of the whole page on the spot.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={styles.wrapper}>
      {overflowing ? (
        <p className={styles.hint}>
          <span aria-hidden="true">↔ </span>
          {t('common.scrollSideways')}
        </p>
      ) : null}
      <div
        ref={region}
        className={styles.region}
        role="region"
        aria-label={label}
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
