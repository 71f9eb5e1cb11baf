import { sql } from 'kysely';
import { z } from 'zod';
import { defineTask } from '../../tasks/task-definition.js';
import { queueReconciliationOutcomeEmail } from '../email/service.js';
import { recordWebhookEvent } from '../webhooks/service.js';
import { hasExpectedAssetList, reconciliationCounts } from './reconciliation-query.js';

/**
 * Queued by a trigger on job_status_events when a job with an expected-asset list reaches
 * COMPLETED (migration 20261124190000). Mails the outcome to the job's supplier's admins, once:
 * the row in job_reconciliation_mails is written in the same transaction as the mails, so a
 * second run (another instance, a retry) finds it and does nothing.
 */
export const reconciliationOutcomeTask = defineTask({
  name: 'send_reconciliation_outcome',
  payloadSchema: z.object({ jobId: z.string() }),
  async handle({ jobId }, { database, config, country, logger }) {
    await database.transaction().execute(async (transaction) => {
      const claimed = await transaction
        .insertInto('job_reconciliation_mails')
        .values({ job_id: jobId })
        .onConflict((conflict) => conflict.column('job_id').doNothing())
        .returning('job_id')
        .executeTakeFirst();
      if (!claimed) return;
      const job = await transaction
        .selectFrom('jobs')
        .select(['id', 'job_number', 'supplier_id'])
        .where('id', '=', jobId)
        .executeTakeFirst();
      if (!job) return;
      // The list may have been replaced by an empty one since the trigger: then the job is not
      // reconciled, and an outcome would call every unit unexpected.
      if (!(await hasExpectedAssetList(transaction, job.id))) return;
      const counts = await reconciliationCounts(transaction, job.id);
      // Processing completed with the list: the reconciliation is complete (once, as the mail).
      await recordWebhookEvent(transaction, {
        supplierId: job.supplier_id,
        type: 'RECONCILIATION_COMPLETED',
        data: {
          job_id: job.id,
          job_number: job.job_number,
          expected: counts.expected,
          matched: counts.matched,
          missing: counts.missing,
          unresolved_missing: counts.unresolved_missing,
          unexpected: counts.unexpected,
        },
      });
      const admins = await transaction
        .selectFrom('users')
        .select(['email', 'language'])
        .where('supplier_id', '=', job.supplier_id)
        .where('is_admin', '=', true)
        .where('status', '=', 'active')
        .orderBy(sql`lower(email)`)
        .execute();
      for (const admin of admins) {
        await queueReconciliationOutcomeEmail(transaction, {
          recipient: admin.email,
          language: admin.language,
          outcome: {
            jobNumber: job.job_number,
            jobUrl: `${config.publicUrl}/services/${job.id}?location=${country}`,
            expected: counts.expected,
            matched: counts.matched,
            missing: counts.missing,
            unresolvedMissing: counts.unresolved_missing,
            unexpected: counts.unexpected,
          },
        });
      }
      logger.info({ jobId, recipients: admins.length }, 'Queued the reconciliation outcome');
    });
  },
});
