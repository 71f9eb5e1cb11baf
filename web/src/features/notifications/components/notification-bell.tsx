import * as Popover from '@radix-ui/react-popover';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../shared/components/error-state';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useNotifications, useUnreadNotificationCount } from '../api/get-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/mark-notifications-read';
import { notificationText } from '../lib/notification-text';
import styles from './notifications.module.css';

/** Up/Down, Home and End move between the panel's links and buttons (Tab works as ever). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-notification-item]')];
  if (!items.length) return;
  event.preventDefault();
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? (current + 1) % items.length
          : (current - 1 + items.length) % items.length;
  items[next]?.focus();
}

/**
 * The bell in the top bar: its name says how many are unread; it opens a panel of the latest
 * notifications, each a link to what it is about (following it marks it read). Escape, an
 * outside click or a link closes the panel and focus returns to the bell.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationCount().data ?? 0;
  const list = useNotifications(open);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const headingId = useId();
  const notifications = list.data?.pages.flatMap((page) => page.get_notifications.notifications);

  const label =
    unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.bell} aria-label={label}>
        <svg className={styles.bellIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.5A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Z" />
          <path d="M9.5 19a2.5 2.5 0 0 0 5 0" />
        </svg>
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={headingId}
          onKeyDown={moveFocus}
        >
          <div className={styles.panelHeader}>
            <h2 id={headingId} className={styles.panelTitle}>
              {t('notifications.title')}
            </h2>
            {unread > 0 ? (
              <button
                type="button"
                className={styles.textButton}
                data-notification-item
                disabled={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                {t('notifications.markAllRead')}
              </button>
            ) : null}
          </div>
          {list.isPending ? (
            <p className={styles.empty} role="status">
              {t('notifications.loading')}
            </p>
          ) : list.isError ? (
            <ErrorState
              message={t('notifications.loadFailed')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : notifications?.length ? (
            <ul className={styles.list}>
              {notifications.map((notification) => (
                <li key={notification.id} className={styles.item}>
                  <Link
                    to={notification.link}
                    className={notification.read ? styles.link : `${styles.link} ${styles.unread}`}
                    data-notification-item
                    onClick={() => {
                      if (!notification.read) markRead.mutate(notification.id);
                      setOpen(false);
                    }}
                  >
                    {notification.read ? null : (
                      <span className="visually-hidden">{t('notifications.unread')}</span>
                    )}{' '}
                    <span className={styles.text}>{notificationText(t, notification)}</span>{' '}
                    <span className={styles.time}>
                      {formatDateTime(notification.created_at, i18n.language)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          )}
          {list.hasNextPage ? (
            <button
              type="button"
              className={styles.textButton}
              data-notification-item
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('notifications.older')}
            </button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
