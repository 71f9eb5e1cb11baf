import * as Popover from '@radix-ui/react-popover';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useUser } from '../api/get-user';
import { initialsOf } from '../lib/initials';
import styles from './user-menu.module.css';

/**
 * Initials, name and supplier logo in the top bar; opens on click to Settings, Contact and
 * Sign out, and closes on a second click, an outside click, Escape or following a link.
 */
export function UserMenu({
  supplierSwitch,
}: {
  /** For master accounts: the supplier choice, composed in by the layout; closes the menu. */
  supplierSwitch?: (close: () => void) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data, isPending, isError } = useUser();

  if (isPending) {
    return (
      <span className={styles.status} role="status" aria-label={t('userMenu.loading')}>
        ...
      </span>
    );
  }
  if (isError) return <span className={styles.status}>{t('userMenu.error')}</span>;

  const user = data.get_user;
  const close = () => setOpen(false);
  return (
    <div className={styles.wrapper}>
      {user.supplier.logo ? (
        <img className={styles.logo} src={user.supplier.logo} alt={user.supplier.company} />
      ) : null}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          className={styles.trigger}
          aria-label={t('userMenu.label', { name: user.name })}
        >
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(user.name)}
          </span>
          <span className={styles.name}>{user.name}</span>
          <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" />
          </svg>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.content}
            align="end"
            sideOffset={8}
            aria-label={t('userMenu.navigation')}
          >
            {supplierSwitch?.(close)}
            <ul className={styles.list}>
              <li>
                <Link className={styles.item} to={paths.account} onClick={close}>
                  {t('userMenu.settings')}
                </Link>
              </li>
              <li>
                <Link className={styles.item} to={paths.contact} onClick={close}>
                  {t('userMenu.contact')}
                </Link>
              </li>
              <li>
                <Link className={styles.item} to={paths.logout} onClick={close}>
                  {t('userMenu.signOut')}
                </Link>
              </li>
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
