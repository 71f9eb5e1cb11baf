import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildContext, type AppServices } from '../../graphql/context.js';
import { isCountryCode } from '../../shared/countries.js';
import { attachmentDisposition, openStoredFile } from '../../shared/file-store.js';
import { findReadableDocument } from './service.js';

/** A file to send: where it is stored and what the browser is told about it. */
export interface DownloadableFile {
  storageName: string;
  fileName: string;
  contentType: string;
}

/**
 * Sends a stored file as an attachment: the name in Content-Disposition, never cached by shared
 * caches (it is private to the supplier), and nosniff so the browser keeps the stated type.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  services: AppServices,
  country: Parameters<typeof openStoredFile>[1],
  file: DownloadableFile,
): Promise<FastifyReply> {
  const opened = await openStoredFile(services.config.dataDirectory, country, file.storageName);
  if (!opened) {
    reply.log.error({ storageName: file.storageName }, 'Stored file missing');
    return reply.code(404).send({ error: 'Not found' });
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', opened.sizeBytes)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(opened.stream);
}

/** The signed-in caller of a file request (the same bearer token as the GraphQL calls). */
export async function fileRequestContext(
  services: AppServices,
  request: FastifyRequest,
): Promise<{ context: ReturnType<typeof buildContext>; country: 'no' | 'dk' | 'se' } | null> {
  const { country } = request.params as { country?: string };
  if (!isCountryCode(country)) return null;
  return { context: buildContext(services, country, request), country };
}

/** GET /files/{country}/documents/{id}: a document the caller may read, as an attachment. */
export async function documentFileRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  app.get('/files/:country/documents/:id', async (request, reply) => {
    const target = await fileRequestContext(services, request);
    if (!target) return reply.code(404).send({ error: 'Not found' });
    const viewer = await target.context.getViewer();
    if (!viewer) return reply.code(401).send({ error: 'You must be signed in.' });
    const { id } = request.params as { id: string };
    const document = await findReadableDocument(target.context, viewer, id);
    if (!document) return reply.code(404).send({ error: 'Not found' });
    return sendStoredFile(reply, services, target.country, {
      storageName: document.storage_name,
      fileName: document.file_name,
      contentType: document.content_type,
    });
  });
}
