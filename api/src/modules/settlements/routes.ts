import { providerIdentityOf } from '../provider-identity/service.js';
import { z } from 'zod';
import {
  restRoute,
  type RestRoute,
  countryParam,
  countryScope,
  uuidParam,
} from '../../platform/rest-route.js';
import { sendAttachment, sendStoredFile } from '../../platform/send-file.js';
import { notFound } from '../../shared/errors.js';
import { assertReportAccess } from '../reports/policy.js';
import { settlementListTypes } from './settlement-model.js';
import { readerLanguageOf, serverLanguages } from '../../shared/translations.js';
import { findSettlement, listSettlements, settlementsCsv } from './service.js';
import { renderSettlementForReader } from './settlement-document.js';
import { markSettlementOpened } from './settlement-line-list.js';

/**
 * GET /files/{country}/settlements.csv?type=... (the list as shown) and
 * GET /files/{country}/settlements/{id}/document (its PDF), for users with report access.
 */
export const settlementFileRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    url: '/files/:country/settlements.csv',
    params: z.object({ country: countryParam }),
    query: z.object({ type: z.enum(settlementListTypes) }),
    docs: {
      summary: 'The settlements list as CSV (kept for links already given out)',
      tag: 'Settlements',
      supersededBy: '/files/{country}/exports/settlements.csv',
      response: {
        contentType: 'text/csv',
        description: 'The list of one type (`type`) as the page shows it.',
      },
    },
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ services, params, query, viewer, reply }) => {
      assertReportAccess(viewer);
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
  }),
  restRoute({
    method: 'GET',
    url: '/files/:country/settlements/:id/document',
    params: z.object({ country: countryParam, id: uuidParam }),
    query: z.object({ language: z.enum(serverLanguages).optional() }),
    docs: {
      summary: "A settlement's PDF document",
      tag: 'Settlements',
      response: {
        contentType: 'application/pdf',
        description:
          "The settlement document: a PDF the provider attached as it is, or the portal's own in the reader's language (`language`, else the user's).",
      },
    },
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ services, params, query, viewer, reply }) => {
      assertReportAccess(viewer);
      const scope = countryScope(services, params.country);
      const settlement = await findSettlement(scope, viewer, params.id);
      if (!settlement?.document_storage_name || !settlement.document_file_name) throw notFound();
      await markSettlementOpened(scope.database, viewer, settlement.id);
      if (settlement.portal_document) {
        const document = await renderSettlementForReader(
          scope.database,
          // Issued when its period ends: the identity in force then, however late it is read.
          await providerIdentityOf(
            scope.database,
            services.config.providers[params.country],
            settlement.period_end,
          ),
          settlement,
          readerLanguageOf(viewer.user.language, query.language),
        );
        return sendAttachment(reply, { ...document, contentType: 'application/pdf' });
      }
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
  }),
];
