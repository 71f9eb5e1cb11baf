import type { RateLimit } from '../../shared/rate-limit.js';

/*
 * Webhooks are managed by supplier admins (users/policy.ts assertSupplierAdmin), for their own
 * (home) supplier: a master account's endpoints also receive its sub-suppliers' events. Another
 * supplier's endpoints and deliveries are answered as not found.
 */

/**
 * Test events and redeliveries an admin may send to one endpoint, together, per window: enough to
 * set up a receiver or catch up after an outage, too few to aim the server's traffic at a host.
 */
export const manualSendLimit = {
  scope: 'webhook-manual-send',
  limit: 30,
  windowMinutes: 15,
} as const satisfies RateLimit;
