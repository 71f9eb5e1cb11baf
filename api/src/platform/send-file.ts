import type { Readable } from 'node:stream';
import { create as createContentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { notFound } from '../shared/errors.js';
import { openStoredFile, type FileLocation } from '../shared/file-store.js';
import type { ObjectStorage, OpenedObject } from '../shared/storage/object-storage.js';

/**
 * An attachment header (RFC 6266) that keeps every name readable: the exact name as UTF-8 in
 * filename* (RFC 5987/8187, with ' ( ) * escaped) and an ASCII look-alike in filename for
 * clients that read only that (accents dropped, other characters and quotes as "_").
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
    // Some clients decode %XX in the plain name; keep such names in filename* only.
    .replace(/%(?=[0-9A-Fa-f]{2})/g, '_');
  return createContentDisposition(fileName, { fallback });
}

/** What the browser is told about a file it downloads. */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
}

/**
 * Sends a download: the name in Content-Disposition, never kept by shared caches (every file is
 * private to its supplier or to the holder of its key), and nosniff so the stated type holds.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: AttachmentFile & { content: Readable | string | Buffer; sizeBytes?: number },
): FastifyReply {
  if (file.sizeBytes !== undefined) reply.header('content-length', file.sizeBytes);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

function sendOpened(
  reply: FastifyReply,
  opened: OpenedObject | null,
  file: AttachmentFile,
  where: Record<string, string>,
): FastifyReply {
  if (!opened) {
    reply.log.error(where, 'Stored file missing');
    throw notFound();
  }
  return sendAttachment(reply, { ...file, content: opened.stream, sizeBytes: opened.sizeBytes });
}

/**
 * Sends an object of the storage under a key the server made, streamed through this server
 * (after the caller's checks); a missing object is logged and answered 404.
 */
export async function sendStoredObject(
  reply: FastifyReply,
  storage: ObjectStorage,
  key: string,
  file: AttachmentFile,
): Promise<FastifyReply> {
  return sendOpened(reply, await storage.open(key), file, { key });
}

/** A file of the provider's file store (documents, settlement PDFs): where, and under what name. */
export interface DownloadableFile extends AttachmentFile {
  storageName: string;
}

export async function sendStoredFile(
  reply: FastifyReply,
  location: FileLocation,
  file: DownloadableFile,
): Promise<FastifyReply> {
  const opened = await openStoredFile(location, file.storageName);
  return sendOpened(reply, opened, file, { storageName: file.storageName });
}
