import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../graphql/context.js';
import { addRestRoute, countryParam, countryScope, uuidParam } from '../../http/route.js';
import { sendStoredFile } from '../../http/send-file.js';
import { notFound } from '../../shared/errors.js';
import { findReadableDocument } from './service.js';

/** GET /files/{country}/documents/{id}: a document the caller may read, as an attachment. */
export async function documentFileRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  addRestRoute(app, services, {
    method: 'GET',
    url: '/files/:country/documents/:id',
    params: z.object({ country: countryParam, id: uuidParam }),
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ params, viewer, reply }) => {
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
  });
}
