import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './error-state.module.css';

interface ErrorStateProps {
  /** What could not be done, e.g. "Could not fetch documents." */
  message: string;
  /** Loads again; without it (nothing to retry, such as a job that does not exist) no button. */
  onRetry?: () => void;
  /** While the retry runs the button waits, so a second click does not send a second request. */
  retrying?: boolean;
  /** More below the message, such as a link back. */
  children?: ReactNode;
}

/** Every page's failed-to-load state: the message, announced, and a "Try again" button. */
export function ErrorState({ message, onRetry, retrying = false, children }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.errorState}>
      {/* Only the message is announced; the button is found by its name. */}
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common.retrying') : t('common.tryAgain')}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
