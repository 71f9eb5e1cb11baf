import type { WebhookEventType } from '../../../shared/graphql/generated/graphql';

/** The events an endpoint can subscribe to, in the order the form offers them. */
export const webhookEventTypes: WebhookEventType[] = [
  'JOB_STATUS_CHANGED',
  'UNITS_COMPLETED',
  'REPORT_READY',
  'CERTIFICATE_ISSUED',
  'RECONCILIATION_COMPLETED',
  'EVIDENCE_PACK_READY',
  'UNIT_HOLD_PLACED',
  'UNIT_HOLD_ANSWERED',
  'UNIT_OUTCOME_RECORDED',
];
