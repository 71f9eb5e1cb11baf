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
/**
 * An attachment the caller may download: any of its own supplier's (also before the order is
 * sent), or one on an ordered job of the suppliers whose jobs the caller sees (a master account's
 * group), as the job's page lists it.
 */
export async function findSupplierAttachment(
  database: Database,
  access: { ownSupplierId: string; jobSupplierIds: string[] },
  id: string,
) {
  if (!isUuid(id)) return undefined;
  return database
    .selectFrom('job_attachments')
    .select(['original_name', 'content_type', 'stored_name'])
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('supplier_id', '=', access.ownSupplierId),
        eb.and([
          eb('job_id', 'is not', null),
          eb(
            'supplier_id',
            'in',
            access.jobSupplierIds.length ? access.jobSupplierIds : [access.ownSupplierId],
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
}
