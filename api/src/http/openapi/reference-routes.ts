import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './openapi-types.js';
import { referenceHtml } from './reference-html.js';
import { referenceStylesheet } from './reference-stylesheet.js';

const documentUrl = '/api/openapi.json';
const stylesheetUrl = '/api/reference.css';
// The contract changes with a deploy only; a few minutes of caching spares the rendering.
const cacheControl = 'public, max-age=300';

/**
 * The REST API's contract for integrators: `GET /api/openapi.json` (the OpenAPI 3.1 document)
 * and `GET /api/reference` (the same, as a page; its stylesheet at `/api/reference.css`).
 * Rendered once, from the document given: nothing here reads a database.
 */
export async function apiReferenceRoutes(
  app: FastifyInstance,
  { document }: { document: OpenApiDocument },
): Promise<void> {
  const documentJson = JSON.stringify(document);
  const html = referenceHtml(document, { stylesheet: stylesheetUrl, document: documentUrl });
  app.get(documentUrl, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(documentJson),
  );
  app.get('/api/reference', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html),
  );
  app.get(stylesheetUrl, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(referenceStylesheet),
  );
}
