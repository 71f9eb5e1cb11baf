import styles from './or-divider.module.css';

/** The line with a word ("or") between two ways of doing the same thing, as sign-in forms have. */
export function OrDivider({ children }: { children: string }) {
  return <p className={styles.divider}>{children}</p>;
}
