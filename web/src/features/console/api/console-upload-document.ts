import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCountry } from '../../../shared/country/country';
import type { DocumentUpload } from '../lib/document-upload';
import { clearConsoleSession, consoleCaller } from '../lib/console-session';
import { consoleDocumentsKey } from './console-documents';

/** The server's answer: the document stored, and how many live files of its key it replaced. */
interface UploadedDocument {
  id: string;
  title: string;
  replaced: number;
}

/** A refused upload: the server's code (NETWORK when it could not be reached) and its message. */
class DocumentUploadError extends Error {
  constructor(
    readonly code: string,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? code);
    this.name = 'DocumentUploadError';
  }
}

/** Codes a refusal without a readable body stands for, by HTTP status. */
const codesOfStatus: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  413: 'FILE_TOO_LARGE',
};

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

/**
 * Sends a PDF to the library of the console's country as the staff session. A session the server
 * no longer knows ends here too, as for the console's GraphQL calls.
 */
async function uploadConsoleDocument(upload: DocumentUpload): Promise<UploadedDocument> {
  const caller = consoleCaller();
  const form = new FormData();
  form.append('file', upload.file, upload.file.name);
  let response: Response;
  try {
    response = await fetch(
      `/api/console/${apiCountry(caller.country)}/documents?${queryOf(upload).toString()}`,
      {
        method: 'POST',
        headers: { authorization: caller.token ? `Bearer ${caller.token}` : '' },
        body: form,
      },
    );
  } catch {
    throw new DocumentUploadError('NETWORK', null);
  }
  const body = (await response.json().catch(() => null)) as
    (Partial<UploadedDocument> & { error?: { code?: string; message?: string } }) | null;
  if (response.ok && body?.id && body.title !== undefined) {
    return { id: body.id, title: body.title, replaced: body.replaced ?? 0 };
  }
  const code = body?.error?.code ?? codesOfStatus[response.status] ?? 'INTERNAL_SERVER_ERROR';
  if (code === 'UNAUTHENTICATED') clearConsoleSession();
  throw new DocumentUploadError(code, body?.error?.message ?? null);
}

/**
 * What the form says of a refused upload: a translation key, or the server's own words where they
 * say what to fix (BAD_USER_INPUT names the field).
 */
export function uploadFailureOf(error: unknown): { key: string } | { text: string } {
  if (!(error instanceof DocumentUploadError)) return { key: 'console.documents.upload.failed' };
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
