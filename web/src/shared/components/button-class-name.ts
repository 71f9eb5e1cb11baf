import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** A button's classes, also for a link that must look like one (it opens a new tab, say). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  { fullWidth = false, className }: { fullWidth?: boolean; className?: string | undefined } = {},
): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className]
    .filter(Boolean)
    .join(' ');
}
