import { z } from 'zod';
import {
  restRoute,
  type RestRoute,
  countryParam,
  countryScope,
  uuidParam,
} from '../../platform/rest-route.js';
import { sendStoredFile } from '../../platform/send-file.js';
import { notFound } from '../../shared/errors.js';
import { findReadableDocument } from './service.js';

/** GET /files/{country}/documents/{id}: a document the caller may read, as an attachment. */
export const documentFileRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/files/:country/documents/:id',
    params: z.object({ country: countryParam, id: uuidParam }),
    docs: {
      summary: 'Download a document of the library',
      tag: 'Documents',
      response: {
        contentType: 'application/octet-stream',
        description: 'The document in the language asked for, else as published.',
      },
    },
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ services, params, viewer, reply }) => {
      // The service applies the documents policy (mayReadDocument) for the viewer.
      const document = await findReadableDocument(
        countryScope(services, params.country),
        viewer,
        params.id,
      );
      if (!document) throw notFound();
      return sendStoredFile(
        reply,
        { storage: services.storage, country: params.country },
        {
          storageName: document.storage_name,
          fileName: document.file_name,
          contentType: document.content_type,
        },
      );
    },
  }),
];
