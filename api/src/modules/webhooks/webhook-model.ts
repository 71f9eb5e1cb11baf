import { randomBytes } from 'node:crypto';

/**
 * The events an endpoint may subscribe to: the name on the wire (Standard Webhooks' `type`) by
 * the GraphQL enum value. `webhook.test` is only ever sent by "send test event".
 */
export const webhookEventTypes = {
  JOB_STATUS_CHANGED: 'job.status_changed',
  UNITS_COMPLETED: 'units.completed',
  REPORT_READY: 'report.ready',
  CERTIFICATE_ISSUED: 'certificate.issued',
  RECONCILIATION_COMPLETED: 'reconciliation.completed',
  EVIDENCE_PACK_READY: 'evidence_pack.ready',
  UNIT_HOLD_PLACED: 'unit.hold_placed',
  UNIT_HOLD_ANSWERED: 'unit.hold_answered',
  UNIT_OUTCOME_RECORDED: 'unit.outcome_recorded',
} as const;

export type WebhookEventKey = keyof typeof webhookEventTypes;

export const webhookEventKeys = Object.keys(webhookEventTypes) as [
  WebhookEventKey,
  ...WebhookEventKey[],
];

export function eventKeyOf(type: string): WebhookEventKey | undefined {
  return webhookEventKeys.find((key) => webhookEventTypes[key] === type);
}

/** A signing secret as Standard Webhooks writes it: whsec_ and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** How long a rotated secret keeps signing beside the new one. */
export const previousSecretOverlapHours = 24;

/**
 * Attempts per delivery: graphile-worker's backoff (e^n s, at most e^10) spreads 13 over ~22 h.
 * The SQL function record_webhook_event queues the first job with the same number.
 */
export const deliveryMaximumAttempts = 13;

/** Events in a row whose retries all failed before the endpoint is disabled. */
export const failedEventsBeforeDisabling = 5;
