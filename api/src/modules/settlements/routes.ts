import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../graphql/context.js';
import { addRestRoute, countryParam, countryScope, uuidParam } from '../../http/route.js';
import { sendAttachment, sendStoredFile } from '../../http/send-file.js';
import { notFound } from '../../shared/errors.js';
import { requireSettlementAccess } from './policy.js';
import { settlementListTypes } from './settlement-model.js';
import { findSettlement, listSettlements, settlementsCsv } from './service.js';

/**
 * GET /files/{country}/settlements.csv?type=... (the list as shown) and
 * GET /files/{country}/settlements/{id}/document (its PDF), for users with report access.
 */
export async function settlementFileRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  addRestRoute(app, services, {
    method: 'GET',
    url: '/files/:country/settlements.csv',
    params: z.object({ country: countryParam }),
    query: z.object({ type: z.enum(settlementListTypes) }),
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ params, query, viewer, reply }) => {
      requireSettlementAccess(viewer);
      const list = await listSettlements(
        countryScope(services, params.country),
        viewer,
        query.type,
      );
      return sendAttachment(reply, {
        fileName: `settlements-${query.type}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: settlementsCsv(list),
      });
    },
  });

  addRestRoute(app, services, {
    method: 'GET',
    url: '/files/:country/settlements/:id/document',
    params: z.object({ country: countryParam, id: uuidParam }),
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ params, viewer, reply }) => {
      requireSettlementAccess(viewer);
      const settlement = await findSettlement(
        countryScope(services, params.country),
        viewer,
        params.id,
      );
      if (!settlement?.document_storage_name || !settlement.document_file_name) throw notFound();
      return sendStoredFile(
        reply,
        { storage: services.storage, country: params.country },
        {
          storageName: settlement.document_storage_name,
          fileName: settlement.document_file_name,
          contentType: 'application/pdf',
        },
      );
    },
  });
}
