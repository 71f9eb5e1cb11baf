import type { ReactNode } from 'react';
import styles from './status-tag.module.css';

export type StatusTone = 'default' | 'active' | 'created' | 'warning';

/**
 * A small status label: default grey, active green, created teal (spec section 9); warning
 * coral, for what still needs the reader's eye.
 */
export function StatusTag({
  tone = 'default',
  children,
}: {
  tone?: StatusTone;
  children: ReactNode;
}) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}
