import { z } from 'zod';
import { restRoute, type RestRoute, countryParam, uuidParam } from '../../platform/rest-route.js';
import { sendStoredObject } from '../../platform/send-file.js';
import { DomainError, notFound } from '../../shared/errors.js';
import { isReportLinkRevoked } from './creator-standing.js';
import { mayDownloadWithKey } from './policy.js';
import { findReadyReportFile, recordReportDownload } from './service.js';
import { storedReportFileKey } from './storage.js';

const contentTypes = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
} as const;

const formatParam = z
  .string()
  .transform((format) => format.toUpperCase())
  .pipe(z.enum(['XLSX', 'CSV', 'PDF']));

/**
 * GET /api/reports/:country/:reportId/:format?key=... downloads a ready report's file. The key
 * is the report's own secret, given only to users with report access for its supplier (in the
 * API) and to its recipients (in the mail); it works until the report's available_until, and
 * only while whoever ordered it could still order it.
 */
export const reportDownloadRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/reports/:country/:reportId/:format',
    params: z.object({ country: countryParam, reportId: uuidParam, format: formatParam }),
    query: z.object({ key: z.string().min(1).max(200) }),
    // The key in the link is the credential: mail recipients have no session.
    docs: {
      summary: 'Download a report file',
      tag: 'Reports',
      response: {
        contentType: 'application/octet-stream',
        description:
          'The report as PDF, XLSX or CSV (`format`); 410 once it has expired or its link was withdrawn.',
      },
    },
    authentication: 'none',
    handler: async ({ services, params: { country, reportId, format }, query, reply }) => {
      const file = await findReadyReportFile(services.databases[country], reportId, format);
      if (!file || !mayDownloadWithKey(query.key, file.download_key)) throw notFound();
      if (!file.available_until || file.available_until.getTime() < Date.now()) {
        throw new DomainError('EXPIRED', 'This report is no longer available.');
      }
      if (await isReportLinkRevoked(services.databases[country], file)) {
        throw new DomainError('REPORT_LINK_REVOKED');
      }
      const key = storedReportFileKey(country, file.storage_path);
      const sent = await sendStoredObject(reply, services.storage, key, {
        fileName: file.file_name,
        contentType: contentTypes[format],
      });
      // Once the file is found and on its way: a missing file is no download.
      await recordReportDownload(services.databases[country], file, format);
      return sent;
    },
  }),
];
