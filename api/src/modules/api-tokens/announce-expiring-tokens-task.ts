import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import type { CountryCode } from '../../shared/countries.js';
import { defineTask } from '../../tasks/task-definition.js';
import { tokenWarningDays } from '../attention/attention-model.js';
import { recordNotification } from '../notifications/service.js';

/**
 * Tells each supplier's admins, once per token, that a live API token expires within the
 * notice: in the portal and, for admins who chose it, by e-mail. Returns how many were told.
 * Each token is marked in the same statement's transaction, so a retry never tells twice.
 */
export async function announceExpiringTokens(
  database: Database,
  portal: { publicUrl: string; country: CountryCode },
): Promise<number> {
  return database.transaction().execute(async (transaction) => {
    const tokens = await transaction
      .updateTable('api_tokens')
      .set({ expiry_announced_at: sql<Date>`now()` })
      .where('revoked_at', 'is', null)
      .where('expiry_announced_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where(
        'expires_at',
        '<=',
        // As long before as the dashboard's "Needs your attention" warns of it.
        sql<Date>`now() + make_interval(days => ${tokenWarningDays})`,
      )
      .returning(['supplier_id', 'name'])
      .execute();
    for (const token of tokens) {
      await recordNotification(
        transaction,
        {
          supplierId: token.supplier_id,
          audience: 'admins',
          kind: 'api_token_expiring',
          subject: token.name,
          link: '/account/api',
        },
        portal,
      );
    }
    return tokens.length;
  });
}

/** Hourly (see api-tokens/module.ts), once across instances. */
export const announceExpiringTokensTask = defineTask({
  name: 'announce_expiring_api_tokens',
  payloadSchema: z.object({}).loose(),
  maximumAttempts: 3,
  async handle(_payload, { database, config, country, logger }) {
    const count = await announceExpiringTokens(database, { publicUrl: config.publicUrl, country });
    if (count) logger.info({ count }, 'Announced API tokens about to expire');
  },
});
