import type { Database } from '../../database/connections.js';
import { DomainError } from '../../shared/errors.js';
import type { FileLocation } from '../../shared/file-store.js';
import type { StaffCaller } from '../staff/staff-model.js';
import { recordStaffAudit } from '../staff/service.js';
import { findConsoleDocument, type ConsoleDocumentRow } from './console-documents.js';
import { retireDocument, uploadDocument, type NewDocument } from './service.js';

/** Who acts in the console, for the staff log. */
export interface StaffAction {
  staff: StaffCaller;
  ipAddress: string | null;
}

/**
 * A staff member's upload: the command line's rule (a PDF, the key's live variant replaced),
 * with the staff log's entry in the same transaction.
 */
export async function uploadDocumentAsStaff(
  database: Database,
  location: FileLocation,
  input: Omit<NewDocument, 'filePath'>,
  content: Buffer,
  action: StaffAction,
): Promise<{ document: ConsoleDocumentRow; replaced: number }> {
  const { document, replaced } = await uploadDocument(
    database,
    location,
    { ...input, filePath: input.fileName ?? 'document.pdf' },
    content,
    (transaction, uploaded) =>
      recordStaffAudit(transaction, {
        staff: { id: action.staff.staffId, name: action.staff.name },
        action: 'document.uploaded',
        target: { type: 'document', id: uploaded.document.id, label: uploaded.document.title },
        supplierId: uploaded.document.supplier_id,
        details: {
          key: uploaded.document.document_key,
          language: uploaded.document.language ?? 'all',
          replaced: uploaded.replaced,
        },
        ipAddress: action.ipAddress,
      }),
  );
  const shown = await findConsoleDocument(database, document.id);
  if (!shown) throw new Error('An uploaded document was not found live');
  return { document: shown, replaced };
}

/** Takes a live document out of the library, with the staff log's entry; NOT_FOUND if none. */
export async function retireDocumentAsStaff(
  database: Database,
  id: string,
  action: StaffAction,
): Promise<ConsoleDocumentRow> {
  return database.transaction().execute(async (transaction) => {
    const document = await findConsoleDocument(transaction, id);
    if (!document || !(await retireDocument(transaction, id))) throw new DomainError('NOT_FOUND');
    await recordStaffAudit(transaction, {
      staff: { id: action.staff.staffId, name: action.staff.name },
      action: 'document.retired',
      target: { type: 'document', id, label: document.title },
      supplierId: document.supplier_id,
      details: { key: document.document_key, language: document.language ?? 'all' },
      ipAddress: action.ipAddress,
    });
    return document;
  });
}
