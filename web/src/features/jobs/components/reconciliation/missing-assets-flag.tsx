import { useTranslation } from 'react-i18next';
import styles from './reconciliation.module.css';

/** A job with missing assets the provider has not resolved: flagged until each one is. */
export function MissingAssetsFlag({ count, short = false }: { count: number; short?: boolean }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={styles.flag}>
      {t(short ? 'reconciliation.listFlag' : 'reconciliation.flag', { count })}
    </span>
  );
}
