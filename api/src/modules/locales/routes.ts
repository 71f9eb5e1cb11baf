import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languages } from '../../shared/countries.js';
import { chooseEncoding, CompressedFileCache } from './compressed-file.js';

const parameters = z.object({
  language: z.enum(languages),
  namespace: z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/),
});

const missingKeys = z.record(z.string().max(500), z.unknown());

/**
 * GET /locales/{lng}/{ns}.json serves translations. POST /locales/add/{lng}/{ns} receives the
 * keys the web app found missing: recorded under the data folder in development, ignored in
 * production. Translations go out compressed (brotli or gzip) with an entity tag.
 */
export async function localeRoutes(
  app: FastifyInstance,
  options: { localesDirectory: string; dataDirectory: string; recordMissingKeys: boolean },
): Promise<void> {
  const compressedFiles = new CompressedFileCache();
  app.get('/locales/:language/:file', async (request, reply) => {
    const { language, file } = request.params as { language: string; file: string };
    const parsed = parameters.safeParse({ language, namespace: file.replace(/\.json$/, '') });
    if (!parsed.success || !file.endsWith('.json')) return reply.code(404).send();
    const filePath = path.join(
      options.localesDirectory,
      parsed.data.language,
      `${parsed.data.namespace}.json`,
    );
    if (!existsSync(filePath)) return reply.code(404).send();
    const translations = await compressedFiles.get(filePath);
    reply
      .header('cache-control', 'public, max-age=300')
      .header('etag', translations.entityTag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === translations.entityTag) return reply.code(304).send();
    reply.header('content-type', 'application/json; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(translations.raw);
    return reply
      .header('content-encoding', encoding)
      .send(encoding === 'br' ? translations.brotli : translations.gzip);
  });

  app.post('/locales/add/:language/:namespace', async (request, reply) => {
    const parsedParameters = parameters.safeParse(request.params);
    const parsedBody = missingKeys.safeParse(request.body);
    if (!parsedParameters.success || !parsedBody.success) return reply.code(400).send();
    if (!options.recordMissingKeys) return reply.code(204).send();
    const { language, namespace } = parsedParameters.data;
    const directory = path.join(options.dataDirectory, 'missing-translations', language);
    const target = path.join(directory, `${namespace}.json`);
    await mkdir(directory, { recursive: true });
    const existing = existsSync(target)
      ? (JSON.parse(await readFile(target, 'utf8')) as Record<string, unknown>)
      : {};
    await writeFile(target, `${JSON.stringify({ ...existing, ...parsedBody.data }, null, 2)}\n`);
    request.log.warn(
      { language, namespace, keys: Object.keys(parsedBody.data) },
      'Missing translation keys',
    );
    return reply.code(204).send();
  });
}
