import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../graphql/context.js';
import { addRestRoute } from '../../http/route.js';
import { languages } from '../../shared/countries.js';
import { notFound } from '../../shared/errors.js';
import { chooseEncoding, CompressedFileCache } from './compressed-file.js';

const namespacePattern = /^[a-z][a-z0-9_-]{0,40}$/;
const language = z.enum(languages);
const namespace = z.string().regex(namespacePattern);

const missingKeys = z.record(z.string().max(500), z.unknown());

/**
 * GET /locales/{lng}/{ns}.json serves translations. POST /locales/add/{lng}/{ns} receives the
 * keys the web app found missing: recorded under the data folder in development, ignored in
 * production. Translations go out compressed (brotli or gzip) with an entity tag.
 */
export async function localeRoutes(
  app: FastifyInstance,
  options: {
    services: AppServices;
    localesDirectory: string;
    dataDirectory: string;
    recordMissingKeys: boolean;
  },
): Promise<void> {
  const { services } = options;
  const compressedFiles = new CompressedFileCache();
  addRestRoute(app, services, {
    method: 'GET',
    url: '/locales/:language/:file',
    params: z.object({
      language,
      file: z
        .string()
        .regex(/\.json$/)
        .transform((file) => file.replace(/\.json$/, ''))
        .pipe(namespace),
    }),
    // Translations of an unknown language or namespace do not exist: 404, as for a file.
    lookupParams: ['language', 'file'],
    authentication: 'none',
    handler: async ({ params, request, reply }) => {
      const filePath = path.join(options.localesDirectory, params.language, `${params.file}.json`);
      if (!existsSync(filePath)) throw notFound();
      const translations = await compressedFiles.get(filePath);
      reply
        .header('cache-control', 'public, max-age=300')
        .header('etag', translations.entityTag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === translations.entityTag) {
        return reply.code(304).send();
      }
      reply.header('content-type', 'application/json; charset=utf-8');
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(translations.raw);
      return reply
        .header('content-encoding', encoding)
        .send(encoding === 'br' ? translations.brotli : translations.gzip);
    },
  });

  addRestRoute(app, services, {
    method: 'POST',
    url: '/locales/add/:language/:namespace',
    params: z.object({ language, namespace }),
    lookupParams: [],
    body: missingKeys,
    authentication: 'none',
    handler: async ({ params: { language, namespace }, body, request, reply }) => {
      if (!options.recordMissingKeys) return reply.code(204).send();
      const directory = path.join(options.dataDirectory, 'missing-translations', language);
      const target = path.join(directory, `${namespace}.json`);
      await mkdir(directory, { recursive: true });
      const existing = existsSync(target)
        ? (JSON.parse(await readFile(target, 'utf8')) as Record<string, unknown>)
        : {};
      await writeFile(target, `${JSON.stringify({ ...existing, ...body }, null, 2)}\n`);
      request.log.warn(
        { language, namespace, keys: Object.keys(body) },
        'Missing translation keys',
      );
      return reply.code(204).send();
    },
  });
}
