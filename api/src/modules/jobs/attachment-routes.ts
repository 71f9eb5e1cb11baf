import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { maximumAttachmentBytes } from '@itad-portal/validation';
import type {} from '@fastify/multipart';
import { z } from 'zod';
import { asUploadError } from '../../platform/uploaded-file.js';
import { countryParam, restRoute, uuidParam, type RestRoute } from '../../platform/rest-route.js';
import { sendStoredObject } from '../../platform/send-file.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { consumeRateLimit } from '../../shared/rate-limit.js';
import {
  allowedContentTypeOf,
  attachmentKey,
  cleanFileName,
  newAttachmentUpload,
} from './attachment-files.js';
import { recordAttachment } from './attachment-store.js';
import { jobScopeSupplierId, mayUploadAttachments } from './policy.js';
import { findDownloadableAttachment } from './service.js';

/** Uploads per user: generous for real orders, a stop for scripts filling the disk. */
const uploadRateLimit = { scope: 'attachment-upload', limit: 100, windowMinutes: 60 };

/**
 * Attachments over plain HTTP (files do not belong in GraphQL): POST /attachments/{country}
 * uploads one file as multipart/form-data (field "file"), GET /attachments/{country}/{id}
 * downloads it. Both need the Authorization header of the GraphQL calls; a file is only ever
 * served to users acting for the supplier that uploaded it.
 */
export const attachmentRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/attachments/:country',
    params: z.object({ country: countryParam }),
    authentication: 'signed-in',
    docs: {
      summary: 'Upload a file to attach to an order',
      description:
        'One file as multipart/form-data (field `file`), at most 5 MB: PDF, images, office ' +
        'documents or CSV. The answer names the attachment to give when ordering.',
      tag: 'Orders',
      response: {
        status: 201,
        contentType: 'application/json',
        description: 'The stored attachment: id, file_name, content_type, size_bytes.',
      },
    },
    handler: async ({ params: { country }, viewer, request, reply, services }) => {
      if (!mayUploadAttachments(viewer)) {
        throw new DomainError('FORBIDDEN', 'Your account may not upload files.');
      }
      const database = services.databases[country];
      await consumeRateLimit(database, uploadRateLimit, viewer.userId);
      if (!request.isMultipart()) {
        throw new DomainError('UNSUPPORTED_FILE_TYPE', 'Send the file as multipart/form-data.');
      }
      // Streamed: the limit stops the upload as it passes 5 MB, nothing larger is ever held.
      const limits = { fileSize: maximumAttachmentBytes, files: 1, fields: 5, parts: 6 };
      const part = await request.file({ limits }).catch((error: unknown) => {
        throw asUploadError(error);
      });
      if (!part) throw new DomainError('BAD_USER_INPUT', 'No file was sent.');
      const originalName = cleanFileName(part.filename);
      const { storedName, uploadPath: partialPath } = await newAttachmentUpload(
        services.config.dataDirectory,
      );
      const key = attachmentKey(country, storedName);
      try {
        await pipeline(part.file, createWriteStream(partialPath));
        if (part.file.truncated) throw new DomainError('FILE_TOO_LARGE');
        const { size } = await stat(partialPath);
        if (size === 0) throw new DomainError('BAD_USER_INPUT', 'The file is empty.');
        const contentType = await allowedContentTypeOf(partialPath, originalName);
        if (!contentType) throw new DomainError('UNSUPPORTED_FILE_TYPE');
        await services.storage.moveFileIn(key, partialPath);
        const attachment = await recordAttachment(database, {
          supplierId: jobScopeSupplierId(viewer),
          uploadedByUserId: viewer.userId,
          originalName,
          contentType,
          sizeBytes: size,
          storedName,
        });
        return await reply.code(201).send({
          id: attachment.id,
          file_name: attachment.original_name,
          content_type: attachment.content_type,
          size_bytes: attachment.size_bytes,
        });
      } catch (error) {
        await rm(partialPath, { force: true });
        // Stored but not recorded (the database refused the row): nothing may name it now.
        await services.storage
          .remove(key)
          .catch((removeError: unknown) =>
            reply.log.warn({ err: removeError, key }, 'Could not remove an unrecorded upload'),
          );
        if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
          throw new DomainError('FILE_TOO_LARGE');
        }
        throw asUploadError(error);
      }
    },
  }),

  restRoute({
    method: 'GET',
    url: '/attachments/:country/:id',
    params: z.object({ country: countryParam, id: uuidParam }),
    authentication: 'signed-in',
    apiTokens: 'read',
    docs: {
      summary: 'Download an attachment of an order',
      tag: 'Orders',
      response: { contentType: 'application/octet-stream', description: 'The file as uploaded.' },
    },
    handler: async ({ params: { country, id }, viewer, reply, services }) => {
      const attachment = await findDownloadableAttachment(services.databases[country], viewer, id);
      if (!attachment) throw notFound();
      return sendStoredObject(
        reply,
        services.storage,
        attachmentKey(country, attachment.stored_name),
        { fileName: attachment.original_name, contentType: attachment.content_type },
      );
    },
  }),
];
