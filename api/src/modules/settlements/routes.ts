import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../graphql/context.js';
import { DomainError } from '../../shared/errors.js';
import { fileRequestContext, sendStoredFile } from '../documents/routes.js';
import { isSettlementListType } from './settlement-model.js';
import { findSettlement, listSettlements, settlementsCsv } from './service.js';

/**
 * GET /files/{country}/settlements.csv?type=... (the list as shown) and
 * GET /files/{country}/settlements/{id}/document (its PDF), for users with report access.
 */
export async function settlementFileRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
): Promise<void> {
  app.get('/files/:country/settlements.csv', async (request, reply) => {
    const target = await fileRequestContext(services, request);
    if (!target) return reply.code(404).send({ error: 'Not found' });
    const viewer = await target.context.getViewer();
    if (!viewer) return reply.code(401).send({ error: 'You must be signed in.' });
    if (!viewer.hasReportAccess) return reply.code(403).send({ error: 'Forbidden' });
    const { type } = request.query as { type?: string };
    if (!isSettlementListType(type)) return reply.code(400).send({ error: 'Unknown type' });
    const list = await listSettlements(target.context, viewer, type);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="settlements-${type}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(settlementsCsv(list));
  });

  app.get('/files/:country/settlements/:id/document', async (request, reply) => {
    const target = await fileRequestContext(services, request);
    if (!target) return reply.code(404).send({ error: 'Not found' });
    const viewer = await target.context.getViewer();
    if (!viewer) return reply.code(401).send({ error: 'You must be signed in.' });
    const { id } = request.params as { id: string };
    try {
      const settlement = await findSettlement(target.context, viewer, id);
      if (!settlement?.document_storage_name || !settlement.document_file_name) {
        return reply.code(404).send({ error: 'Not found' });
      }
      return await sendStoredFile(reply, services, target.country, {
        storageName: settlement.document_storage_name,
        fileName: settlement.document_file_name,
        contentType: 'application/pdf',
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'FORBIDDEN') {
        return reply.code(403).send({ error: 'Forbidden' });
      }
      throw error;
    }
  });
}
