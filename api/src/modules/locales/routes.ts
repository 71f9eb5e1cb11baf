import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../platform/services.js';
import { addRestRoute } from '../../http/route.js';
import { languages } from '../../shared/countries.js';
import { notFound } from '../../shared/errors.js';
import { chooseEncoding, CompressedFileCache } from './compressed-file.js';

const namespacePattern = /^[a-z][a-z0-9_-]{0,40}$/;
const language = z.enum(languages);
const namespace = z.string().regex(namespacePattern);

/**
 * Missing keys are recorded for developers only; anyone can post them, so what one request and
 * the whole record may hold is bounded: a handful of short keys and texts per request, keys of a
 * namespace that exists, and at most `maximumRecordedKeys` per file (more are dropped).
 */
const missingKeyLimits = { keysPerRequest: 50, keyLength: 200, textLength: 500 } as const;
const maximumRecordedKeys = 1_000;
const missingKeys = z
  .record(z.string().max(missingKeyLimits.keyLength), z.string().max(missingKeyLimits.textLength))
  .refine((keys) => Object.keys(keys).length <= missingKeyLimits.keysPerRequest, {
    message: `At most ${missingKeyLimits.keysPerRequest} keys a request.`,
  });

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
    docs: {
      summary: 'The translations of the web app in one language',
      description: 'Compressed (brotli or gzip) when the client accepts it, with an entity tag.',
      tag: 'Web app',
      response: { contentType: 'application/json', description: 'Keys and their texts.' },
    },
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
    docs: {
      summary: 'Report translation keys the web app found missing (development only)',
      tag: 'Web app',
      response: { status: 204, contentType: 'text/plain', description: 'Recorded, or ignored.' },
    },
    handler: async ({ params: { language, namespace }, body, request, reply }) => {
      if (!options.recordMissingKeys) return reply.code(204).send();
      // Only namespaces that exist: a made-up name would otherwise create a file of its own.
      if (!existsSync(path.join(options.localesDirectory, 'en', `${namespace}.json`))) {
        throw notFound();
      }
      const directory = path.join(options.dataDirectory, 'missing-translations', language);
      const target = path.join(directory, `${namespace}.json`);
      await mkdir(directory, { recursive: true });
      const existing = existsSync(target)
        ? (JSON.parse(await readFile(target, 'utf8')) as Record<string, unknown>)
        : {};
      const room = maximumRecordedKeys - Object.keys(existing).length;
      const added = Object.entries(body)
        .filter(([key]) => !(key in existing))
        .slice(0, Math.max(0, room));
      if (added.length === 0) return reply.code(204).send();
      const recorded = { ...existing, ...Object.fromEntries(added) };
      await writeFile(target, `${JSON.stringify(recorded, null, 2)}\n`);
      request.log.warn(
        { language, namespace, keys: added.map(([key]) => key) },
        'Missing translation keys',
      );
      return reply.code(204).send();
    },
  });
}
