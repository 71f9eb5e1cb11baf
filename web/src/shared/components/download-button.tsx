import { useState, type ReactNode } from 'react';
import { downloadFile } from '../lib/download-file';
import { Button } from './button';
import styles from './download-button.module.css';

interface DownloadButtonProps {
  /** The protected file's address; the request carries the session token. */
  path: string;
  /** The name to save under when the server names none. */
  fileName: string;
  children: ReactNode;
  /** Shown on the button while the file comes, if the button should say so. */
  busyLabel?: ReactNode;
  /** Said (role=alert) under the button when the download failed. */
  failedMessage: string;
  /** Secondary unless the download is the page's main action. */
  variant?: 'primary' | 'secondary';
  /** Nothing to download yet (an empty list, say). */
  disabled?: boolean;
  'aria-label'?: string;
  /** How the file comes: the customer's session by default (the console passes its own). */
  download?: (path: string, fileName: string) => Promise<void>;
}

/**
 * A button that downloads one protected file: disabled while it comes, and an alert beside it
 * when it failed, until the next try.
 */
export function DownloadButton({
  path,
  fileName,
  children,
  busyLabel,
  failedMessage,
  variant = 'secondary',
  disabled = false,
  'aria-label': ariaLabel,
  download = downloadFile,
}: DownloadButtonProps) {
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const onDownload = async () => {
    setState('downloading');
    try {
      await download(path, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        variant={variant}
        onClick={() => void onDownload()}
        disabled={disabled || state === 'downloading'}
        aria-label={ariaLabel}
      >
        {state === 'downloading' && busyLabel ? busyLabel : children}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className={styles.failed}>
          {failedMessage}
        </p>
      ) : null}
    </>
  );
}
