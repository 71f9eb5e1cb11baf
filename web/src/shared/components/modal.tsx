import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** The alertdialog role for questions that need an answer (see ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** 'large': wider, and as tall as its content up to the screen (a record, a short form). */
  size?: 'default' | 'large';
}

/** A modal dialog: focus stays inside while open, Escape and the close button close it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'default',
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A plain element, not Dialog.Overlay: that one locks scrolling by adding a <style>
            element at run time, which the CSP (style-src 'self') blocks. The stylesheet locks
            scrolling instead while the overlay is there. */}
        <div className={styles.overlay} />
        <Dialog.Content
          className={size === 'large' ? `${styles.content} ${styles.large}` : styles.content}
          role={role}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {/* Not a <header>: inside a dialog it would be a second banner landmark of the page. */}
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('common.close')}>
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M3 3l10 10M13 3L3 13" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
