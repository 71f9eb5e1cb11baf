import styles from './spinner.module.css';

interface SpinnerProps {
  /** Width and height in pixels (spec: rings, default 70). */
  size?: number;
  label?: string;
}

/** Rings spinner: three circles that grow and fade in turn. */
export function Spinner({ size = 70, label }: SpinnerProps) {
  return (
    <svg
      className={styles.spinner}
      width={size}
      height={size}
      viewBox="0 0 70 70"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <circle className={styles.centre} cx="35" cy="35" r="6" />
      <circle className={styles.ring} cx="35" cy="35" r="14" />
      <circle className={`${styles.ring} ${styles.delayed}`} cx="35" cy="35" r="14" />
      <circle className={`${styles.ring} ${styles.delayedMore}`} cx="35" cy="35" r="14" />
    </svg>
  );
}
