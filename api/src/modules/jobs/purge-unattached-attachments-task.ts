import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../database/connections.js';
import { defineTask } from '../../tasks/task-definition.js';
import type { CountryCode } from '../../shared/countries.js';
import type { ObjectStorage } from '../../shared/storage/object-storage.js';
import { attachmentKey } from './attachment-files.js';

/** Files uploaded for an order that was never sent are kept this long, then deleted. */
const unattachedAttachmentRetentionHours = 24;

/** Deletes attachments never linked to a job, rows and files; returns how many. */
export async function purgeUnattachedAttachments(
  database: Database,
  storage: ObjectStorage,
  country: CountryCode,
): Promise<number> {
  const deleted = await database
    .deleteFrom('job_attachments')
    .where('job_id', 'is', null)
    .where(
      'created_at',
      '<',
      sql<Date>`now() - make_interval(hours => ${unattachedAttachmentRetentionHours})`,
    )
    .returning('stored_name')
    .execute();
  await Promise.all(deleted.map((row) => storage.remove(attachmentKey(country, row.stored_name))));
  return deleted.length;
}

/** Hourly (see jobs/worker.ts). */
export const purgeUnattachedAttachmentsTask = defineTask({
  name: 'purge_unattached_attachments',
  payloadSchema: z.object({}).loose(),
  maximumAttempts: 3,
  async handle(_payload, { database, storage, country, logger }) {
    const count = await purgeUnattachedAttachments(database, storage, country);
    if (count) logger.info({ count }, 'Deleted attachments of orders never sent');
  },
});
