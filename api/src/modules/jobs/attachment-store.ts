import type { Database } from '../../database/connections.js';
import { isUuid } from '../../shared/ids.js';

export interface NewAttachment {
  supplierId: string;
  uploadedByUserId: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  storedName: string;
}

/** Records an uploaded file (not yet on any order) and returns what the uploader is told. */
export async function recordAttachment(database: Database, attachment: NewAttachment) {
  return database
    .insertInto('job_attachments')
    .values({
      supplier_id: attachment.supplierId,
      original_name: attachment.originalName,
      content_type: attachment.contentType,
      size_bytes: attachment.sizeBytes,
      stored_name: attachment.storedName,
      uploaded_by_user_id: attachment.uploadedByUserId,
    })
    .returning(['id', 'original_name', 'content_type', 'size_bytes'])
    .executeTakeFirstOrThrow();
}

/** An attachment of this supplier, or undefined (also for every other supplier's). */
export async function findSupplierAttachment(database: Database, supplierId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return database
    .selectFrom('job_attachments')
    .select(['original_name', 'content_type', 'stored_name'])
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();
}
