import type { PortalNotification } from '../api/notification-stream';

/** What the user ordered: its readiness is worth a toast, not only the bell's count. */
const toastKinds = new Set(['REPORT_READY', 'EVIDENCE_PACK_READY']);

/**
 * Whether a notification gets (or keeps) a toast while the user is on `pathname`. Not on the page
 * it links to: that list shows (and announces) the item becoming ready by itself, and a toast
 * would only cover it.
 */
export function isToastWorthy(
  notification: Pick<PortalNotification, 'kind' | 'link'>,
  pathname: string,
): boolean {
  return toastKinds.has(notification.kind) && notification.link !== pathname;
}
