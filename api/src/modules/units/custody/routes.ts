import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../graphql/context.js';
import { addRestRoute, countryParam } from '../../../http/route.js';
import { sendAttachment } from '../../../http/send-file.js';
import { issueUnitCertificate } from './unit-certificate.js';

/**
 * GET /files/{country}/units/{id}/certificate.pdf: the unit's certificate of sanitisation, made
 * on request in the signed-in user's language, for the units the user may see (else 404).
 */
export async function unitCustodyRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  addRestRoute(app, services, {
    method: 'GET',
    url: '/files/:country/units/:id/certificate.pdf',
    params: z.object({ country: countryParam, id: z.string().regex(/^[1-9]\d{0,17}$/) }),
    lookupParams: ['country', 'id'],
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ params, viewer, reply }) => {
      const { fileName, content } = await issueUnitCertificate(
        services.databases[params.country],
        viewer,
        services.config.provider,
        params.id,
      );
      return sendAttachment(reply, { fileName, contentType: 'application/pdf', content });
    },
  });
}
