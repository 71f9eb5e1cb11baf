import styles from './unit-holds.module.css';

/** A quieter second line under a cell's value (an asset tag, a note), when there is one. */
export function HoldDetail({ text }: { text: string | null | undefined }) {
  return text ? <span className={styles.detail}>{text}</span> : null;
}
