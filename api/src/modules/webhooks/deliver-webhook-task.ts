import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { defineTask } from '../../tasks/task-definition.js';
import type { SecretKeyring } from '../../shared/secret-encryption.js';
import { queueWebhookEndpointDisabledEmail } from '../email/service.js';
import { recordNotification } from '../notifications/service.js';
import { sendAttempt, type AttemptOutcome } from './send-attempt.js';
import { openWebhookSecret } from './stored-secrets.js';
import { deliveryMaximumAttempts, failedEventsBeforeDisabling } from './webhook-model.js';

/** One delivery has one job at a time, across every instance (graphile-worker's job key). */
export function deliveryJobKey(deliveryId: string): string {
  return `webhook-delivery:${deliveryId}`;
}

/** The webhook-signature header: the current secret's, and a rotated one's while it overlaps. */
function signatureHeader(
  secrets: string[],
  message: { id: string; timestamp: Date; body: string },
): string {
  return secrets
    .map((secret) => new Webhook(secret).sign(message.id, message.timestamp, message.body))
    .join(' ');
}

/** The secrets that sign: the current one, and a rotated one while it overlaps. */
function signingSecrets(
  keyring: SecretKeyring,
  claimed: ClaimedDelivery,
): { secrets: string[] } | { error: unknown } {
  try {
    const { endpoint_id: endpointId } = claimed;
    return {
      secrets: [
        openWebhookSecret(keyring, endpointId, 'secret', claimed.secret),
        ...(claimed.previous_secret
          ? [openWebhookSecret(keyring, endpointId, 'previous_secret', claimed.previous_secret)]
          : []),
      ],
    };
  } catch (error) {
    return { error };
  }
}

interface ClaimedDelivery {
  url: string;
  /** Encrypted as stored. */
  secret: string;
  previous_secret: string | null;
  enabled: boolean;
  endpoint_id: string;
  event_id: string;
  payload: unknown;
}

/**
 * Claims the delivery for one attempt: only a pending delivery that no other attempt holds. The
 * lease outlasts the attempt's timeout, so a worker that died mid-attempt frees it on its own.
 */
async function claimDelivery(
  database: Database,
  deliveryId: string,
  leaseMilliseconds: number,
): Promise<ClaimedDelivery | undefined> {
  const claimed = await sql<ClaimedDelivery>`
    update webhook_deliveries as delivery
       set attempt_lease_until = now() + make_interval(secs => ${leaseMilliseconds / 1000})
      from webhook_endpoints as endpoint, webhook_events as event
     where delivery.id = ${deliveryId}
       and delivery.status = 'pending'
       and (delivery.attempt_lease_until is null or delivery.attempt_lease_until < now())
       and endpoint.id = delivery.endpoint_id
       and event.id = delivery.event_id
    returning endpoint.url, endpoint.secret,
      case when endpoint.previous_secret_expires_at > now() then endpoint.previous_secret end
        as previous_secret,
      endpoint.enabled, endpoint.id as endpoint_id, event.id as event_id, event.payload`.execute(
    database,
  );
  return claimed.rows[0];
}

async function recordOutcome(
  database: Database,
  deliveryId: string,
  outcome: AttemptOutcome,
  status: 'pending' | 'delivered' | 'failed',
): Promise<void> {
  await database
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status,
      attempts: eb('attempts', '+', 1),
      response_status: outcome.responseStatus,
      last_error: outcome.error,
      last_attempt_at: sql<Date>`now()`,
      delivered_at: status === 'delivered' ? sql<Date>`now()` : null,
      attempt_lease_until: null,
    }))
    .where('id', '=', deliveryId)
    .execute();
}

/**
 * An event whose every attempt failed: one more in the endpoint's row of failures. At the limit
 * the endpoint is disabled and its supplier's admins are mailed, once (the update that disables
 * it is the one that mails).
 */
async function countFailedEvent(
  database: Database,
  endpointId: string,
  portalUrl: string,
): Promise<void> {
  await database.transaction().execute(async (transaction) => {
    const endpoint = await transaction
      .updateTable('webhook_endpoints')
      .set((eb) => ({ consecutive_failed_events: eb('consecutive_failed_events', '+', 1) }))
      .where('id', '=', endpointId)
      .returning(['consecutive_failed_events', 'enabled', 'supplier_id', 'url'])
      .executeTakeFirst();
    if (!endpoint?.enabled || endpoint.consecutive_failed_events < failedEventsBeforeDisabling) {
      return;
    }
    await transaction
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_reason: 'failing' })
      .where('id', '=', endpointId)
      .execute();
    // Admins are mailed of it below anyway; in the portal they see it too.
    await recordNotification(
      transaction,
      {
        supplierId: endpoint.supplier_id,
        audience: 'admins',
        kind: 'webhook_endpoint_failing',
        subject: endpoint.url,
        link: '/account/webhooks',
      },
      null,
    );
    const admins = await transaction
      .selectFrom('users')
      .select(['email', 'language'])
      .where('supplier_id', '=', endpoint.supplier_id)
      .where('is_admin', '=', true)
      .where('status', '=', 'active')
      .execute();
    for (const admin of admins) {
      await queueWebhookEndpointDisabledEmail(transaction, {
        recipient: admin.email,
        language: admin.language,
        endpointUrl: endpoint.url,
        failedEvents: endpoint.consecutive_failed_events,
        url: `${portalUrl}/account/webhooks`,
      });
    }
  });
}

/**
 * Delivers one event to one endpoint (Standard Webhooks: webhook-id, webhook-timestamp,
 * webhook-signature). A 2xx answer is delivered; anything else is retried with the jobs' shared
 * backoff for about a day, then the delivery is failed.
 */
export const deliverWebhookTask = defineTask({
  name: 'deliver_webhook',
  payloadSchema: z.object({ delivery_id: z.uuid() }),
  maximumAttempts: deliveryMaximumAttempts,
  async handle({ delivery_id: deliveryId }, { database, config, logger }, helpers) {
    const webhooks = config.webhooks;
    const claimed = await claimDelivery(
      database,
      deliveryId,
      webhooks.attemptTimeoutMilliseconds + 30_000,
    );
    if (!claimed) {
      // Delivered already or failed for good: nothing to do. Held by another attempt: try later,
      // so a delivery whose attempt died with its worker is not left without a job.
      const held = await database
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('id', '=', deliveryId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (held) throw new Error('Another attempt holds this webhook delivery');
      return;
    }
    if (!claimed.enabled) {
      await recordOutcome(
        database,
        deliveryId,
        { delivered: false, responseStatus: null, error: 'The endpoint is disabled.' },
        'failed',
      );
      return;
    }
    const body = JSON.stringify(claimed.payload);
    const timestamp = new Date();
    const secrets = signingSecrets(config.secretEncryption.keyring, claimed);
    let outcome: AttemptOutcome;
    if ('error' in secrets) {
      logger.error(
        { deliveryId, err: secrets.error },
        'Webhook signing secret cannot be decrypted',
      );
      // The attempt fails like an unanswered one: retried, so a key that was missing from the
      // configuration and is added back lets the delivery through.
      outcome = {
        delivered: false,
        responseStatus: null,
        error: "The endpoint's signing secret cannot be decrypted (see the server log).",
      };
    } else {
      outcome = await sendAttempt(webhooks, {
        url: claimed.url,
        body,
        headers: {
          'webhook-id': claimed.event_id,
          'webhook-timestamp': Math.floor(timestamp.getTime() / 1000).toString(),
          'webhook-signature': signatureHeader(secrets.secrets, {
            id: claimed.event_id,
            timestamp,
            body,
          }),
        },
      });
    }
    if (outcome.delivered) {
      await recordOutcome(database, deliveryId, outcome, 'delivered');
      await database
        .updateTable('webhook_endpoints')
        .set({ consecutive_failed_events: 0 })
        .where('id', '=', claimed.endpoint_id)
        .where('consecutive_failed_events', '>', 0)
        .execute();
      return;
    }
    const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
    await recordOutcome(database, deliveryId, outcome, lastAttempt ? 'failed' : 'pending');
    if (lastAttempt) {
      logger.warn({ deliveryId, error: outcome.error }, 'Webhook delivery failed for good');
      await countFailedEvent(database, claimed.endpoint_id, config.publicUrl);
      return;
    }
    // Thrown so graphile-worker retries it after its backoff.
    throw new Error(`Webhook attempt failed: ${outcome.error ?? 'no answer'}`);
  },
});
