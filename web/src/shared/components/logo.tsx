import styles from './logo.module.css';

interface LogoProps {
  /** 'dark' text for light backgrounds, 'light' text on the purple navigation. */
  tone?: 'dark' | 'light';
  title: string;
  /** Only the round mark, where the word mark does not fit (the mobile top bar). */
  compact?: boolean;
}

/** The provider's word mark: a leaf in a circle and "greentech". */
export function Logo({ tone = 'dark', title, compact = false }: LogoProps) {
  return (
    <svg
      className={`${styles.logo} ${tone === 'light' ? styles.light : styles.dark}`}
      viewBox={compact ? '0 0 36 36' : '0 0 168 36'}
      role="img"
      aria-label={title}
    >
      <circle cx="18" cy="18" r="18" className={styles.badge} />
      <path
        className={styles.leaf}
        d="M11 25c0-9 6-14 15-14-1 9-6 14-13 14 2-4 5-7 8-9-4 2-7 5-10 9z"
      />
      <text x="44" y="25" className={styles.word}>
        greentech
      </text>
    </svg>
  );
}
