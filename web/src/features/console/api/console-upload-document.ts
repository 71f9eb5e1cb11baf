import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentUpload } from '../lib/document-upload';
import { consoleDocumentsKey } from './console-documents';
import { ConsoleFormError, postConsoleForm } from './console-form-post';

/** The server's answer: the document stored, and how many live files of its key it replaced. */
interface UploadedDocument {
  id: string;
  title: string;
  replaced: number;
}

function queryOf(upload: DocumentUpload): URLSearchParams {
  const query = new URLSearchParams({
    key: upload.key,
    category: upload.category,
    title: upload.title,
  });
  for (const [language, title] of Object.entries(upload.translations)) {
    query.set(`title_${language}`, title);
  }
  if (upload.language) query.set('language', upload.language);
  if (upload.position !== null) query.set('position', String(upload.position));
  return query;
}

/** Sends a PDF to the library of the console's country as the staff session. */
async function uploadConsoleDocument(upload: DocumentUpload): Promise<UploadedDocument> {
  const answer = (await postConsoleForm(
    'documents',
    queryOf(upload),
    upload.file,
  )) as Partial<UploadedDocument>;
  if (!answer.id || answer.title === undefined)
    throw new ConsoleFormError('INTERNAL_SERVER_ERROR', null);
  return { id: answer.id, title: answer.title, replaced: answer.replaced ?? 0 };
}

/**
 * What the form says of a refused upload: a translation key, or the server's own words where they
 * say what to fix (BAD_USER_INPUT names the field).
 */
export function uploadFailureOf(error: unknown): { key: string } | { text: string } {
  if (!(error instanceof ConsoleFormError)) return { key: 'console.documents.upload.failed' };
  if (error.code === 'FILE_TOO_LARGE') return { key: 'errors.fileTooLarge' };
  if (error.code === 'FORBIDDEN') return { key: 'console.documents.upload.forbidden' };
  if (error.code === 'UNSUPPORTED_FILE_TYPE') return { key: 'console.documents.upload.notPdf' };
  if (error.code === 'BAD_USER_INPUT' && error.serverMessage) return { text: error.serverMessage };
  return { key: 'console.documents.upload.failed' };
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadConsoleDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleDocumentsKey }),
  });
}
