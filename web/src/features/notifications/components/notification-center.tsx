import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useNotificationStream, type PortalNotification } from '../api/notification-stream';
import { isToastWorthy } from '../lib/toast-worthy';
import { NotificationBell } from './notification-bell';
import { NotificationToasts } from './notification-toasts';

const mostToasts = 3;

/** The bell, the live stream that keeps it current, and the toasts of things made ready. */
export function NotificationCenter() {
  const [toasts, setToasts] = useState<PortalNotification[]>([]);
  const { pathname } = useLocation();
  // Arriving on the page a toast leads to ends it, as following its link does.
  const [toastsPath, setToastsPath] = useState(pathname);
  if (toastsPath !== pathname) {
    setToastsPath(pathname);
    setToasts((shown) => shown.filter((toast) => isToastWorthy(toast, pathname)));
  }
  const onNotification = useCallback(
    (notification: PortalNotification) => {
      if (!isToastWorthy(notification, pathname)) return;
      setToasts((shown) => [...shown, notification].slice(-mostToasts));
    },
    [pathname],
  );
  useNotificationStream(onNotification);
  return (
    <>
      <NotificationBell />
      <NotificationToasts
        toasts={toasts}
        onDismiss={(id) => setToasts((shown) => shown.filter((toast) => toast.id !== id))}
      />
    </>
  );
}
