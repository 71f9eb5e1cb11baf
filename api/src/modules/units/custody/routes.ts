import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../graphql/context.js';
import { addRestRoute, countryParam } from '../../../http/route.js';
import { sendAttachment } from '../../../http/send-file.js';
import { partyOfSupplier } from '../../../shared/documents/letterhead.js';
import { isServerLanguage } from '../../../shared/translations.js';
import { findUnitCustody } from './service.js';
import { renderUnitCertificatePdf } from './unit-certificate-pdf.js';

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
    handler: async ({ params, viewer, reply }) => {
      const database = services.databases[params.country];
      const unit = await findUnitCustody(database, viewer, params.id);
      const customer = await database
        .selectFrom('suppliers')
        .select(['company', 'address', 'zip', 'city', 'org_number'])
        .where('id', '=', unit.supplier_id)
        .executeTakeFirstOrThrow();
      const language = viewer.user.language;
      const pdf = await renderUnitCertificatePdf({
        provider: services.config.provider,
        language: isServerLanguage(language) ? language : 'en',
        customer: partyOfSupplier(customer),
        unit,
      });
      const fileName = `${unit.serial_number.replace(/[^\w.-]+/g, '_')}-certificate.pdf`;
      return sendAttachment(reply, { fileName, contentType: 'application/pdf', content: pdf });
    },
  });
}
