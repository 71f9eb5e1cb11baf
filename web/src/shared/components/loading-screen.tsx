import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import styles from './loading-screen.module.css';

interface LoadingScreenProps {
  /** 'bare' fills the window (no layout yet); 'inline' sits inside the signed-in layout. */
  variant?: 'bare' | 'inline';
}

export function LoadingScreen({ variant = 'inline' }: LoadingScreenProps) {
  const { t } = useTranslation();
  return (
    <div className={variant === 'bare' ? styles.bare : styles.inline} role="status">
      <Spinner />
      <p className={styles.text}>{t('common.loading')}</p>
    </div>
  );
}
