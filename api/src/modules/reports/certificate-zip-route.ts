import { z } from 'zod';
import { restRoute, type RestRoute, countryParam } from '../../platform/rest-route.js';
import { sendAttachment } from '../../platform/send-file.js';
import {
  certificateFilesForZip,
  certificateZip,
  certificateZipLimit,
  recordCertificatesZipped,
} from './certificate-zip.js';
import { assertReportAccess } from './policy.js';

/** "id,id,...": the certificates chosen in the list, one to the limit. */
const certificateIdsParam = z
  .string()
  .max(certificateZipLimit * 40)
  .transform((ids) => ids.split(',').map((id) => id.trim()))
  .pipe(
    z
      .array(z.uuid('Each id must be a certificate id.'))
      .min(1, 'Choose at least one certificate.')
      .max(certificateZipLimit, `Choose at most ${certificateZipLimit} certificates at a time.`),
  );

/**
 * GET /api/reports/:country/certificates.zip?ids=...: the chosen certificates of destruction's
 * PDFs in one ZIP, for the signed-in user's supplier (or an organisation API token's).
 */
export const certificateZipRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/reports/:country/certificates.zip',
    params: z.object({ country: countryParam }),
    query: z.object({ ids: certificateIdsParam }),
    docs: {
      summary: 'Download certificates of destruction as one ZIP',
      tag: 'Reports',
      description: `The PDFs of the certificates named in \`ids\` (comma-separated, 1 to ${certificateZipLimit}), each named by its certificate number. All of them must be the caller's supplier's issued certificates whose files are still kept: an id that is not one of them refuses the whole request (404), a certificate past its availability too (410, naming it), more than ${certificateZipLimit} ids are 400.`,
      response: {
        contentType: 'application/zip',
        description: 'A ZIP with one PDF per certificate.',
      },
    },
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ services, params: { country }, query, viewer, reply }) => {
      const { supplierId } = assertReportAccess(viewer);
      const database = services.databases[country];
      const files = await certificateFilesForZip(
        database,
        services.storage,
        country,
        supplierId,
        query.ids,
      );
      await recordCertificatesZipped(database, viewer, files);
      return sendAttachment(reply, {
        fileName: 'certificates-of-destruction.zip',
        contentType: 'application/zip',
        content: certificateZip(services.storage, files),
      });
    },
  }),
];
