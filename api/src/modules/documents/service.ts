import { documentKeyPattern, maximumDocumentTitleLength } from '@itad-portal/validation';
import type { SupplierLoaders } from '../suppliers/service.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import type { Language } from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { TextTranslations } from '../../shared/translated-text.js';
import { readerLanguageOf } from '../../shared/translations.js';
import { documentListReader, documentSorting } from './document-list.js';
import {
  libraryCategories,
  type DocumentCategory,
  type DocumentModel,
  type LibraryCategory,
} from './document-model.js';
import {
  looksLikePdf,
  removeStoredFile,
  storeFile,
  type FileLocation,
} from '../../shared/file-store.js';
import { documentScopeSupplierIds, mayReadDocument } from './policy.js';

interface DocumentContext {
  database: Database;
  loaders: SupplierLoaders;
}

/** The suppliers whose own documents the viewer may read (see documentScopeSupplierIds). */
export async function ownerIdsOf(context: DocumentContext, viewer: Viewer): Promise<string[]> {
  return documentScopeSupplierIds(
    viewer,
    await context.loaders.supplierById.load(viewer.supplierId),
  );
}

export interface DocumentGroup {
  category: LibraryCategory;
  documents: DocumentModel[];
}

/** get_documents is not paged: the first 200 in the groups' order (get_document_page pages). */
const maximumListedDocuments = 200;

/**
 * The library's groups with one variant per document in the user's language, read as the
 * document list in its default order (group, the provider's order, title in the reader's
 * alphabet), so the database reads no more than the 200 listed.
 */
export async function listLibrary(
  context: DocumentContext,
  viewer: Viewer,
): Promise<DocumentGroup[]> {
  const readFirst = documentListReader(
    await ownerIdsOf(context, viewer),
    {},
    {
      sort: documentSorting.defaultSort,
      direction: documentSorting.defaultDirection,
      language: readerLanguageOf(viewer.user.language),
    },
  );
  const documents = await readFirst(context.database, 0, maximumListedDocuments);
  return libraryCategories.map((category) => ({
    category,
    documents: documents.filter((document) => document.category === category),
  }));
}

/** A document the viewer may download, or undefined (also for other suppliers' documents). */
export async function findReadableDocument(
  context: DocumentContext,
  viewer: Viewer,
  id: string,
): Promise<DocumentModel | undefined> {
  if (!isUuid(id)) return undefined;
  const document = await context.database
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!document) return undefined;
  return mayReadDocument(await ownerIdsOf(context, viewer), document) ? document : undefined;
}

export interface NewDocument {
  filePath: string;
  documentKey: string;
  category: DocumentCategory;
  title: string;
  /** The title in other languages, for a variant that serves readers of several languages. */
  titleTranslations?: TextTranslations | undefined;
  language?: Language | undefined;
  supplierId?: string | undefined;
  position?: number | undefined;
  /** The name offered on download; defaults to the file's own name. */
  fileName?: string | undefined;
}

/** What an upload stored, for a record kept in the same transaction (the console's log). */
export type UploadRecord = (
  transaction: Database,
  uploaded: { document: DocumentModel; replaced: number },
) => Promise<void>;

/**
 * Adds a PDF to the library (the provider's command line and console). A live document with the
 * same key, supplier and language is retired in the same transaction: uploading replaces.
 */
export async function uploadDocument(
  database: Database,
  location: FileLocation,
  input: NewDocument,
  content?: Buffer,
  record?: UploadRecord,
): Promise<{ document: DocumentModel; replaced: number }> {
  const title = input.title.trim();
  if (title.length < 1 || title.length > maximumDocumentTitleLength) {
    throw new DomainError(
      'BAD_USER_INPUT',
      `The title must be 1 to ${maximumDocumentTitleLength} characters.`,
    );
  }
  if (!documentKeyPattern.test(input.documentKey)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'The key must be lower-case letters, digits, - or _ (for example iso-14001).',
    );
  }
  const bytes = content ?? (await readFile(input.filePath));
  if (!looksLikePdf(bytes)) throw new DomainError('BAD_USER_INPUT', 'The file is not a PDF.');
  const fileName = (input.fileName ?? path.basename(input.filePath)).trim();
  if (fileName.length < 1 || fileName.length > 200) {
    throw new DomainError('BAD_USER_INPUT', 'The file name must be 1 to 200 characters.');
  }
  if (input.supplierId !== undefined) {
    const supplier = isUuid(input.supplierId)
      ? await database
          .selectFrom('suppliers')
          .select('id')
          .where('id', '=', input.supplierId)
          .executeTakeFirst()
      : undefined;
    if (!supplier) throw new DomainError('NOT_FOUND', `No supplier ${input.supplierId}.`);
  }

  const stored = await storeFile(location, bytes, 'pdf');
  try {
    return await database.transaction().execute(async (transaction) => {
      let replace = transaction
        .updateTable('documents')
        .set({ retired_at: new Date() })
        .where('document_key', '=', input.documentKey)
        .where('retired_at', 'is', null);
      replace = input.supplierId
        ? replace.where('supplier_id', '=', input.supplierId)
        : replace.where('supplier_id', 'is', null);
      replace = input.language
        ? replace.where('language', '=', input.language)
        : replace.where('language', 'is', null);
      const replaced = await replace.executeTakeFirst();
      const document = await transaction
        .insertInto('documents')
        .values({
          document_key: input.documentKey,
          category: input.category,
          supplier_id: input.supplierId ?? null,
          language: input.language ?? null,
          title,
          title_translations: JSON.stringify(input.titleTranslations ?? {}),
          file_name: fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`,
          storage_name: stored.storageName,
          content_type: 'application/pdf',
          extension: 'PDF',
          size_bytes: stored.sizeBytes,
          sha256: stored.sha256,
          position: input.position ?? 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const uploaded = { document, replaced: Number(replaced.numUpdatedRows) };
      await record?.(transaction, uploaded);
      return uploaded;
    });
  } catch (error) {
    await removeStoredFile(location, stored.storageName);
    throw error;
  }
}

/** Takes a document out of the library; false when there is no live document with that id. */
export async function retireDocument(database: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await database
    .updateTable('documents')
    .set({ retired_at: new Date() })
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Live documents, for the command line's list. */
export function listLiveDocuments(database: Database): Promise<DocumentModel[]> {
  return database
    .selectFrom('documents')
    .selectAll()
    .where('retired_at', 'is', null)
    .orderBy('category')
    .orderBy('position')
    .orderBy('document_key')
    .orderBy('language')
    .execute();
}
