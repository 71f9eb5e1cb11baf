import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { maximumAttachmentBytes } from '@itad-portal/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildContext, type AppServices } from '../../graphql/context.js';
import type { Viewer } from '../auth/viewer-model.js';
import { isCountryCode, type CountryCode } from '../../shared/countries.js';
import { DomainError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { consumeRateLimit } from '../../shared/rate-limit.js';
import {
  allowedContentTypeOf,
  attachmentDirectory,
  cleanFileName,
  contentDisposition,
  newAttachmentPath,
} from './attachment-files.js';
import { jobSupplierIdOf, mayUploadAttachments } from './policy.js';

/** Uploads per user: generous for real orders, a stop for scripts filling the disk. */
export const uploadRateLimit = { scope: 'attachment-upload', limit: 100, windowMinutes: 60 };

/** The spec's message for a file over the limit (section 8, spelling as given). */
export const fileTooLargeMessage = 'File to large.';

interface CountryParams {
  country: string;
}

function problem(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ code, message });
}

/**
 * Attachments over plain HTTP (files do not belong in GraphQL): POST /attachments/{country}
 * uploads one file as multipart/form-data (field "file"), GET /attachments/{country}/{id}
 * downloads it. Both need the Authorization header of the GraphQL calls; a file is only ever
 * served to users acting for the supplier that uploaded it.
 */
export async function attachmentRoutes(
  app: FastifyInstance,
  options: { services: AppServices },
): Promise<void> {
  const { services } = options;
  await app.register(fastifyMultipart, {
    // Streamed: the limit stops the upload as it passes 5 MB, nothing larger is ever held.
    limits: { fileSize: maximumAttachmentBytes, files: 1, fields: 5, parts: 6 },
  });

  async function viewerOf(
    request: FastifyRequest<{ Params: CountryParams }>,
    reply: FastifyReply,
  ): Promise<{ viewer: Viewer; country: CountryCode } | null> {
    const { country } = request.params;
    if (!isCountryCode(country)) {
      await problem(reply, 404, 'NOT_FOUND', 'Not found.');
      return null;
    }
    const viewer = await buildContext(services, country, request).getViewer();
    if (!viewer) {
      await problem(reply, 401, 'UNAUTHENTICATED', 'You must be signed in.');
      return null;
    }
    return { viewer, country };
  }

  app.post<{ Params: CountryParams }>('/attachments/:country', async (request, reply) => {
    const caller = await viewerOf(request, reply);
    if (!caller) return reply;
    const { viewer, country } = caller;
    if (!mayUploadAttachments(viewer)) {
      return problem(reply, 403, 'FORBIDDEN', 'Your account may not upload files.');
    }
    try {
      await consumeRateLimit(services.databases[country], uploadRateLimit, viewer.userId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      reply.header('retry-after', String(error.details.retryAfterSeconds ?? 60));
      return problem(reply, 429, error.code, error.message);
    }
    if (!request.isMultipart()) {
      return problem(reply, 415, 'BAD_USER_INPUT', 'Send the file as multipart/form-data.');
    }
    const part = await request.file();
    if (!part) return problem(reply, 400, 'BAD_USER_INPUT', 'No file was sent.');
    const originalName = cleanFileName(part.filename);
    const { storedName, filePath } = await newAttachmentPath(
      services.config.dataDirectory,
      country,
    );
    const partialPath = `${filePath}.part`;
    const discard = () => rm(partialPath, { force: true });
    try {
      await pipeline(part.file, createWriteStream(partialPath));
    } catch (error) {
      await discard();
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return problem(reply, 413, 'FILE_TOO_LARGE', fileTooLargeMessage);
      }
      throw error;
    }
    if (part.file.truncated) {
      await discard();
      return problem(reply, 413, 'FILE_TOO_LARGE', fileTooLargeMessage);
    }
    const { size } = await stat(partialPath);
    if (size === 0) {
      await discard();
      return problem(reply, 400, 'BAD_USER_INPUT', 'The file is empty.');
    }
    const contentType = await allowedContentTypeOf(partialPath, originalName);
    if (!contentType) {
      await discard();
      return problem(
        reply,
        415,
        'UNSUPPORTED_FILE_TYPE',
        'This type of file cannot be attached. Attach PDF, images, XLSX, CSV or DOCX.',
      );
    }
    try {
      await rename(partialPath, filePath);
      const attachment = await services.databases[country]
        .insertInto('job_attachments')
        .values({
          supplier_id: jobSupplierIdOf(viewer),
          original_name: originalName,
          content_type: contentType,
          size_bytes: size,
          stored_name: storedName,
          uploaded_by_user_id: viewer.userId,
        })
        .returning(['id', 'original_name', 'content_type', 'size_bytes'])
        .executeTakeFirstOrThrow();
      return reply.code(201).send({
        id: attachment.id,
        file_name: attachment.original_name,
        content_type: attachment.content_type,
        size_bytes: attachment.size_bytes,
      });
    } catch (error) {
      await rm(filePath, { force: true });
      await discard();
      throw error;
    }
  });

  app.get<{ Params: CountryParams & { id: string } }>(
    '/attachments/:country/:id',
    async (request, reply) => {
      const caller = await viewerOf(request, reply);
      if (!caller) return reply;
      const { viewer, country } = caller;
      const { id } = request.params;
      const attachment = isUuid(id)
        ? await services.databases[country]
            .selectFrom('job_attachments')
            .select(['original_name', 'content_type', 'size_bytes', 'stored_name'])
            .where('id', '=', id)
            .where('supplier_id', '=', jobSupplierIdOf(viewer))
            .executeTakeFirst()
        : undefined;
      if (!attachment) return problem(reply, 404, 'NOT_FOUND', 'Not found.');
      const filePath = path.join(
        attachmentDirectory(services.config.dataDirectory, country),
        attachment.stored_name,
      );
      return reply
        .header('content-type', attachment.content_type)
        .header('content-length', attachment.size_bytes)
        .header('content-disposition', contentDisposition(attachment.original_name))
        .header('cache-control', 'private, no-store')
        .send(createReadStream(filePath));
    },
  );
}
