import { timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { CountryDatabases } from '../../database/connections.js';
import { isCountryCode } from '../../shared/countries.js';
import { isUuid } from '../../shared/ids.js';
import { reportStorageRoot } from './storage.js';

const contentTypes = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
} as const;

function keysMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An attachment header that keeps the name readable in every browser (RFC 6266 / 5987). */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /api/reports/:country/:reportId/:format?key=... downloads a ready report's file. The key
 * is the report's own secret, given only to users with report access for its supplier (in the
 * API) and to its recipients (in the mail); it works until the report's available_until.
 */
export async function reportDownloadRoutes(
  app: FastifyInstance,
  options: { config: AppConfig; databases: CountryDatabases },
): Promise<void> {
  app.get('/api/reports/:country/:reportId/:format', async (request, reply) => {
    const { country, reportId, format } = request.params as Record<string, string>;
    const { key } = request.query as { key?: string };
    const upperFormat = (format ?? '').toUpperCase();
    reply.header('cache-control', 'private, no-store');
    if (
      !isCountryCode(country) ||
      !isUuid(reportId ?? '') ||
      !(upperFormat in contentTypes) ||
      typeof key !== 'string'
    ) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const database = options.databases[country];
    const file = await database
      .selectFrom('reports')
      .innerJoin('report_files', 'report_files.report_id', 'reports.id')
      .select([
        'reports.download_key',
        'reports.available_until',
        'report_files.file_name',
        'report_files.storage_path',
        'report_files.size_bytes',
      ])
      .where('reports.id', '=', reportId!)
      .where('reports.status', '=', 'READY')
      .where('report_files.format', '=', upperFormat)
      .executeTakeFirst();
    if (!file || !keysMatch(key, file.download_key)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (!file.available_until || file.available_until.getTime() < Date.now()) {
      return reply.code(410).send({ error: 'This report is no longer available.' });
    }
    const root = reportStorageRoot(options.config, country);
    const filePath = path.resolve(root, file.storage_path);
    if (!filePath.startsWith(`${root}${path.sep}`)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const size = await stat(filePath).then(
      (stats) => stats.size,
      () => null,
    );
    if (size === null) return reply.code(404).send({ error: 'Not found' });
    return reply
      .header('content-type', contentTypes[upperFormat as keyof typeof contentTypes])
      .header('content-disposition', contentDisposition(file.file_name))
      .header('content-length', String(size))
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(filePath));
  });
}
