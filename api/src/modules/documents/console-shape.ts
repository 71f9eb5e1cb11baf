import type { CountryCode } from '../../shared/countries.js';
import { isLanguage } from '../../shared/countries.js';
import type { ConsoleDocumentRow } from './console-documents.js';
import { isDocumentCategory, type DocumentCategory } from './document-model.js';

/** The translations stored with a document, in the portal's language order. */
function translationsOf(stored: unknown): { language: string; title: string }[] {
  if (typeof stored !== 'object' || stored === null) return [];
  return Object.entries(stored as Record<string, unknown>)
    .filter(
      (entry): entry is [string, string] => isLanguage(entry[0]) && typeof entry[1] === 'string',
    )
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([language, title]) => ({ language, title }));
}

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
    title_translations: translationsOf(document.title_translations),
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
