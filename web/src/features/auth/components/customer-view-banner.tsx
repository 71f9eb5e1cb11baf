import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerViewOf } from '../../../shared/auth/token';
import { useToken, useTokenActions } from '../../../shared/auth/use-token';
import { formatTime } from '../../../shared/lib/format-date';
import { endSession } from '../api/logout';
import styles from './customer-view-banner.module.css';

/**
 * Shown on every page of a read-only customer view that a provider's staff member opened from
 * the console: whose view it is, that nothing can be changed, when it ends, and a way to end it.
 */
export function CustomerViewBanner() {
  const { t, i18n } = useTranslation();
  const view = customerViewOf(useToken());
  const { removeToken } = useTokenActions();
  const [ending, setEnding] = useState(false);
  if (!view) return null;

  const endView = () => {
    setEnding(true);
    void endSession().then(() => removeToken());
  };

  return (
    <section className={styles.banner} aria-label={t('customerView.bannerLabel')}>
      <p className={styles.text}>
        <strong>{t('customerView.readOnly')}</strong>{' '}
        {t('customerView.seenBy', {
          name: view.staffName,
          time: formatTime(view.endsAt.toISOString(), i18n.language),
        })}
      </p>
      <button type="button" className={styles.end} onClick={endView} disabled={ending}>
        {t('customerView.end')}
      </button>
    </section>
  );
}
