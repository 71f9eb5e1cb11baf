import { z } from 'zod';
import { restRoute, type RestRoute, countryParam, uuidParam } from '../../platform/rest-route.js';
import { sendStoredObject } from '../../platform/send-file.js';
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
export const evidenceRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/api/evidence/:country/packs/:packId/download',
    params: z.object({ country: countryParam, packId: uuidParam }),
    docs: {
      summary: 'Download a ready evidence pack',
      tag: 'Evidence packs',
      response: { contentType: 'application/zip', description: 'The signed ZIP of the pack.' },
    },
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ services, params: { country, packId }, viewer, reply }) => {
      const { supplierId } = assertEvidenceAccess(viewer);
      const pack = await findEvidencePack(services.databases[country], supplierId, packId);
      if (!pack || pack.status !== 'READY' || !pack.storage_key) throw notFound();
      await recordEvidencePackDownload(services.databases[country], viewer, pack);
      return sendStoredObject(reply, services.storage, pack.storage_key, {
        fileName: pack.file_name ?? 'evidence-pack.zip',
        contentType: 'application/zip',
      });
    },
  }),
  restRoute({
    method: 'GET',
    url: signingKeyPath,
    params: z.object({}),
    query: z.object({ format: z.enum(['jwk', 'pem']).optional() }),
    docs: {
      summary: "The key that checks evidence packs' signatures",
      tag: 'Evidence packs',
      response: {
        contentType: 'application/json',
        description: 'A JWK set, or PEM with ?format=pem.',
      },
    },
    authentication: 'none',
    handler: async ({ services, query, reply }) => {
      const key = await loadEvidenceSigningKey(services.config);
      reply
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*');
      if (query.format === 'pem') {
        return reply.type('application/x-pem-file').send(key.publicPem);
      }
      return reply.type('application/jwk-set+json').send({ keys: [key.publicJwk] });
    },
  }),
];
