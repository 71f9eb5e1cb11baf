import type { TFunction } from 'i18next';
import type { NotificationKind } from '../../../shared/graphql/generated/graphql';

interface NotificationFacts {
  kind: NotificationKind;
  subject: string;
  status?: string | null;
}

/** A notification's sentence in the reader's language, from what the server recorded. */
export function notificationText(t: TFunction, notification: NotificationFacts): string {
  const subject = notification.subject;
  switch (notification.kind) {
    case 'REPORT_READY':
      return t('notifications.kinds.reportReady', { subject });
    case 'EVIDENCE_PACK_READY':
      return t('notifications.kinds.evidencePackReady', { subject });
    case 'JOB_STATUS_CHANGED':
      return t('notifications.kinds.jobStatusChanged', {
        subject,
        status: notification.status ? t(`jobs.statuses.${notification.status}`) : '',
      });
    case 'SETTLEMENT_PUBLISHED':
      return t('notifications.kinds.settlementPublished', { subject });
    case 'API_TOKEN_EXPIRING':
      return t('notifications.kinds.apiTokenExpiring', { subject });
    case 'WEBHOOK_ENDPOINT_FAILING':
      return t('notifications.kinds.webhookEndpointFailing', { subject });
  }
}
