import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Notice } from '../lib/use-action-notice';
import styles from '../styles/management-page.module.css';

/** Where a user works above the page: an open menu, dialog or list of choices. */
const layerAbovePage = '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]';

/** True when the focus is in a layer above the page, which an answer arriving later must leave. */
function focusIsInLayer(): boolean {
  const active = document.activeElement;
  return active instanceof Element && active.closest(layerAbovePage) !== null;
}

/**
 * The outcome of an action, above the page: green and role=status when done, red and role=alert
 * when refused. It takes the focus each time it changes, so a keyboard or screen reader user
 * hears it and goes on from there; unless the user has meanwhile opened a menu or dialog, which
 * would close under them (the live region still speaks). `children` come under the text.
 */
export function ActionNotice({ notice, children }: { notice: Notice; children?: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  // Before the browser paints, so the focus ring does not appear elsewhere first.
  useLayoutEffect(() => {
    if (notice && !focusIsInLayer()) region.current?.focus();
  }, [notice]);
  if (!notice) return null;
  const success = notice.kind === 'success';
  return (
    <div
      ref={region}
      tabIndex={-1}
      className={success ? styles.notice : styles.alert}
      role={success ? 'status' : 'alert'}
    >
      {children ? (
        <>
          <p className={styles.noticeText}>{notice.text}</p>
          {children}
        </>
      ) : (
        notice.text
      )}
    </div>
  );
}
