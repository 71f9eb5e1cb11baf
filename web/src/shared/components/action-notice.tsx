import { useEffect, useRef, type ReactNode } from 'react';
import type { Notice } from '../lib/use-action-notice';
import styles from '../styles/management-page.module.css';

/**
 * The outcome of an action, above the page: green and role=status when done, red and role=alert
 * when refused. It takes the focus each time it changes, so a keyboard or screen reader user
 * hears it and goes on from there. `children` come under the text (a link onward, say).
 */
export function ActionNotice({ notice, children }: { notice: Notice; children?: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) region.current?.focus();
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
