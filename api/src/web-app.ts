import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built single-page app: hashed assets for a year, index.html for every other
 * GET that accepts HTML, so client-side routes survive a reload.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  options: { distDirectory: string },
): Promise<void> {
  const indexFile = 'index.html';
  if (!existsSync(`${options.distDirectory}/${indexFile}`)) {
    app.log.warn(`No built web app in ${options.distDirectory}; run "npm run build".`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDirectory,
    wildcard: false,
    index: false,
    setHeaders(response, filePath) {
      response.setHeader(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    return reply.header('cache-control', 'no-cache').sendFile(indexFile);
  });
}
