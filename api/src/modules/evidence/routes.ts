import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../graphql/context.js';
import { addRestRoute, countryParam, uuidParam } from '../../http/route.js';
import { sendStoredObject } from '../../http/send-file.js';
import { notFound } from '../../shared/errors.js';
import { signingKeyPath } from './manifest.js';
import { assertEvidenceAccess } from './policy.js';
import { findEvidencePack, recordEvidencePackDownload } from './service.js';
import { loadEvidenceSigningKey } from './signing-key.js';

/**
 * GET /api/evidence/:country/packs/:packId/download sends a ready pack of the supplier acted for
 * (the Authorization header of the GraphQL calls); GET /.well-known/evidence-signing-key
 * publishes the key that checks the packs' signatures: a JWK set, or PEM with ?format=pem.
 */
export async function evidenceRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  addRestRoute(app, services, {
    method: 'GET',
    url: '/api/evidence/:country/packs/:packId/download',
    params: z.object({ country: countryParam, packId: uuidParam }),
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ params: { country, packId }, viewer, reply }) => {
      const { supplierId } = assertEvidenceAccess(viewer);
      const pack = await findEvidencePack(services.databases[country], supplierId, packId);
      if (!pack || pack.status !== 'READY' || !pack.storage_key) throw notFound();
      await recordEvidencePackDownload(services.databases[country], viewer, pack);
      return sendStoredObject(reply, services.storage, pack.storage_key, {
        fileName: pack.file_name ?? 'evidence-pack.zip',
        contentType: 'application/zip',
      });
    },
  });

  addRestRoute(app, services, {
    method: 'GET',
    url: signingKeyPath,
    params: z.object({}),
    query: z.object({ format: z.enum(['jwk', 'pem']).optional() }),
    authentication: 'none',
    handler: async ({ query, reply }) => {
      const key = await loadEvidenceSigningKey(services.config);
      reply
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*');
      if (query.format === 'pem') {
        return reply.type('application/x-pem-file').send(key.publicPem);
      }
      return reply.type('application/jwk-set+json').send({ keys: [key.publicJwk] });
    },
  });
}
