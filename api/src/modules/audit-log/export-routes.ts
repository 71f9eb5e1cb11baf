import { Readable } from 'node:stream';
import { z } from 'zod';
import { restRoute, type RestRoute, countryParam } from '../../platform/rest-route.js';
import { sendAttachment } from '../../platform/send-file.js';
import { readerLanguageOf } from '../../shared/translations.js';
import { auditCsvLines } from './audit-csv.js';
import { auditFilterInput } from './inputs.js';
import { auditLogForExport } from './service.js';

/**
 * GET /api/audit-log/:country/export.csv?supplier_id=&actor_id=&action=&from=&to=&language=
 * exports exactly what the page's filters show, every entry (no row limit), streamed. Signed in
 * as for GraphQL; the list's policy (supplier admins of the scope) is checked before any row.
 */
export const auditLogExportRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/audit-log/:country/export.csv',
    params: z.object({ country: countryParam }),
    query: auditFilterInput.and(z.object({ language: z.string().max(5).optional() })),
    docs: {
      summary: "The supplier's audit log as CSV",
      tag: 'Audit log',
      response: {
        contentType: 'text/csv',
        description: 'The entries the filters select, newest first.',
      },
    },
    authentication: 'signed-in',
    handler: async ({ services, params, query, viewer, reply }) => {
      const database = services.databases[params.country];
      const entries = await auditLogForExport(
        database,
        viewer,
        { retentionMonths: services.config.auditLogRetentionMonths },
        query,
      );
      const language = readerLanguageOf(viewer.user.language, query.language);
      const day = new Date().toISOString().slice(0, 10);
      return sendAttachment(reply, {
        fileName: `audit-log-${day}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: Readable.from(auditCsvLines(entries, language)),
      });
    },
  }),
];
