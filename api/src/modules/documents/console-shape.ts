import type { CountryCode } from '../../shared/countries.js';
import { translationList } from '../../shared/translated-text.js';
import type { ConsoleDocumentRow } from './console-documents.js';
import { isDocumentCategory, type DocumentCategory } from './document-model.js';

/** A live document as the console's GraphQL type and the upload's answer show it. */
export function shapedConsoleDocument(document: ConsoleDocumentRow, country: CountryCode) {
  // The database's check allows only these; anything else is ours to fix, not to hide.
  if (!isDocumentCategory(document.category)) {
    throw new Error(`Document ${document.id} has an unknown category`);
  }
  const category: DocumentCategory = document.category;
  return {
    id: document.id,
    key: document.document_key,
    category,
    title: document.title,
    title_translations: translationList(document.title_translations),
    language: document.language,
    supplier_id: document.supplier_id,
    customer: document.customer,
    file_name: document.file_name,
    size: Number(document.size_bytes),
    position: document.position,
    updated_at: new Date(document.created_at).toISOString(),
    path: `/api/console/${country}/documents/${document.id}/file`,
  };
}
