import { randomUUID } from 'node:crypto';
import type { Database } from '../database/connections.js';
import type { DocumentModel } from '../modules/documents/document-model.js';
import { uploadDocument, type NewDocument } from '../modules/documents/service.js';
import type { CountryCode } from '../shared/countries.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';

/** The bytes of a minimal PDF naming `label`, so a download can be compared with its upload. */
export function pdfBytes(label: string = randomUUID()): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`, 'latin1');
}

/** A live document (library document for every supplier unless `supplierId` is given). */
export async function createDocument(
  database: Database,
  location: { storage: ObjectStorage; country?: CountryCode },
  overrides: Partial<NewDocument> & { content?: Buffer } = {},
): Promise<DocumentModel & { content: Buffer }> {
  const { content = pdfBytes(), ...input } = overrides;
  const { document } = await uploadDocument(
    database,
    { storage: location.storage, country: location.country ?? 'no' },
    {
      filePath: 'Test document.pdf',
      documentKey: `test-${randomUUID().slice(0, 12)}`,
      category: 'about',
      title: 'Test document',
      ...input,
    },
    content,
  );
  return { ...document, content };
}
