import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../shared/errors.js';

/** The multipart parser's own errors are the caller's malformed upload, not ours. */
export function asUploadError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  return new DomainError(
    'BAD_USER_INPUT',
    'The upload was cut off or is not valid multipart/form-data.',
  );
}

export interface UploadedFile {
  content: Buffer;
  /** The name the sender gave it (its last path part); may be empty. */
  fileName: string;
}

/**
 * The one file of a multipart/form-data request, read whole, for the routes that take a small
 * file at once (a document, signed terms, a logo): FILE_TOO_LARGE over `maximumBytes`,
 * BAD_USER_INPUT for a broken body or an empty file. Without a body it is undefined when the
 * file is optional, else UNSUPPORTED_FILE_TYPE (not multipart) or BAD_USER_INPUT (no file).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maximumBytes: number; required: boolean },
): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) {
    if (!options.required) return undefined;
    throw new DomainError('UNSUPPORTED_FILE_TYPE', 'Send the file as multipart/form-data.');
  }
  const limits = { fileSize: options.maximumBytes, files: 1, fields: 0, parts: 1 };
  const part = await request.file({ limits }).catch((error: unknown) => {
    throw asUploadError(error);
  });
  if (!part) {
    if (!options.required) return undefined;
    throw new DomainError('BAD_USER_INPUT', 'No file was sent.');
  }
  const content = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new DomainError('FILE_TOO_LARGE');
    }
    throw asUploadError(error);
  });
  if (content.length === 0) throw new DomainError('BAD_USER_INPUT', 'The file is empty.');
  // A browser may send a path; only its last part is the file's name.
  return { content, fileName: part.filename.split(/[\\/]/).pop() ?? '' };
}
