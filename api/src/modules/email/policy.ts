import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import { consumeWithinLimit, type RateLimit } from '../../shared/rate-limit.js';

/**
 * How many recipients the portal mails on users' behalf (invitations, order confirmations,
 * reports): each address mailed counts once, per user and per supplier.
 */
const outboundMailPolicy = {
  recipientsPerUser: { scope: 'mail-user', limit: 50, windowMinutes: 60 },
  recipientsPerSupplier: { scope: 'mail-supplier', limit: 200, windowMinutes: 24 * 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * Counts `recipients` addresses against the user's and the supplier's quota, or throws
 * MAIL_LIMIT_REACHED (with retryAfterSeconds) and counts nothing. Run it in the transaction that
 * stores the mails: when the supplier's quota refuses, the rollback returns the user's units too.
 */
export async function assertWithinMailQuota(
  transaction: Database,
  sender: { userId: string; supplierId: string },
  recipients: number,
): Promise<void> {
  if (!transaction.isTransaction) throw new Error('assertWithinMailQuota needs a transaction');
  if (recipients <= 0) return;
  for (const [limit, key] of [
    [outboundMailPolicy.recipientsPerUser, sender.userId],
    [outboundMailPolicy.recipientsPerSupplier, sender.supplierId],
  ] as const) {
    const refused = await consumeWithinLimit(transaction, limit, key, recipients);
    if (refused) throw new DomainError('MAIL_LIMIT_REACHED', undefined, refused);
  }
}
