import { providerIdentityOf } from '../../provider-identity/service.js';
import { z } from 'zod';
import { restRoute, type RestRoute, countryParam } from '../../../platform/rest-route.js';
import { sendAttachment } from '../../../platform/send-file.js';
import { issueUnitCertificate } from './unit-certificate.js';

/**
 * GET /files/{country}/units/{id}/certificate.pdf: the unit's certificate of sanitisation, made
 * on request in the signed-in user's language, for the units the user may see (else 404).
 */
export const unitCustodyRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/files/:country/units/:id/certificate.pdf',
    params: z.object({ country: countryParam, id: z.string().regex(/^[1-9]\d{0,17}$/) }),
    lookupParams: ['country', 'id'],
    docs: {
      summary: "A unit's certificate of its chain of custody",
      tag: 'Units',
      response: {
        contentType: 'application/pdf',
        description: "The certificate as PDF, in the caller's language.",
      },
    },
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ services, params, viewer, reply }) => {
      const database = services.databases[params.country];
      const { fileName, content } = await issueUnitCertificate(
        database,
        viewer,
        await providerIdentityOf(database, services.config.providers[params.country]),
        params.id,
      );
      return sendAttachment(reply, { fileName, contentType: 'application/pdf', content });
    },
  }),
];
