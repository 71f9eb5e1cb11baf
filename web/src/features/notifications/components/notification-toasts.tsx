import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalNotification } from '../api/notification-stream';
import { notificationText } from '../lib/notification-text';
import styles from './notifications.module.css';

/**
 * Toasts for what the user ordered becoming ready, with its direct download. Each is a status
 * in a polite live region that is always there, so a screen reader announces it without focus
 * moving to it (and a page's own status messages stay the only ones until a toast comes); each
 * stays until dismissed.
 */
export function NotificationToasts({
  toasts,
  onDismiss,
}: {
  toasts: readonly PortalNotification[];
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.toastRegion} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} role="status">
          <p className={styles.toastText}>{notificationText(t, toast)}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('notifications.dismiss')}
            onClick={() => onDismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
          <div className={styles.toastActions}>
            {toast.download_url ? (
              <a className={styles.toastAction} href={toast.download_url} download>
                {t('notifications.download')}
              </a>
            ) : null}
            <Link className={styles.toastLink} to={toast.link} onClick={() => onDismiss(toast.id)}>
              {t('notifications.open')}
            </Link>
          </div>
        </div>
      ))}
    </div>
  );
}
