import { useCallback, useState } from 'react';
import { useNotificationStream, type PortalNotification } from '../api/notification-stream';
import { NotificationBell } from './notification-bell';
import { NotificationToasts } from './notification-toasts';

/** What the user ordered: its readiness is worth a toast, not only the bell's count. */
const toastKinds = new Set(['REPORT_READY', 'EVIDENCE_PACK_READY']);
const mostToasts = 3;

/** The bell, the live stream that keeps it current, and the toasts of things made ready. */
export function NotificationCenter() {
  const [toasts, setToasts] = useState<PortalNotification[]>([]);
  const onNotification = useCallback((notification: PortalNotification) => {
    if (!toastKinds.has(notification.kind)) return;
    setToasts((shown) => [...shown, notification].slice(-mostToasts));
  }, []);
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
