import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  emptyMapping,
  expectedAssetFields,
  maximumExpectedAssetFileBytes,
  type ExpectedAssetMapping,
} from '@itad-portal/validation';
import type {} from '@fastify/multipart';
import { z } from 'zod';
import { restRoute, type RestRoute, countryParam, uuidParam } from '../../platform/rest-route.js';
import { sendAttachment } from '../../platform/send-file.js';
import { DomainError } from '../../shared/errors.js';
import { consumeRateLimit } from '../../shared/rate-limit.js';
import { cellRowsOfFile, spreadsheetFormatOf } from '../../shared/spreadsheet-rows.js';
import { readerLanguageOf } from '../../shared/translations.js';
import { mapFileRows } from './expected-asset-rows.js';
import { reconciliationExportQuery, uploadQuery } from './inputs.js';
import { rememberedMapping, rememberMapping } from './list-mappings.js';
import { maximumResolutionsPerBatch } from './resolutions.js';
import {
  checkExpectedAssets,
  InvalidRowsError,
  jobReconciliationRows,
  reconciliationFile,
  resolveMissingAssets,
  storeExpectedAssets,
} from './service.js';

/** Uploads of lists per user: generous for real work, a stop for scripts. */
const uploadRateLimit = { scope: 'expected-assets-upload', limit: 100, windowMinutes: 60 };

function chosenMapping(query: z.infer<typeof uploadQuery>): ExpectedAssetMapping | null {
  const columns = expectedAssetFields.map((field) => query[`${field}_column`]);
  if (columns.every((column) => column === undefined)) return null;
  const mapping = emptyMapping();
  expectedAssetFields.forEach((field, index) => {
    mapping[field] = columns[index] ?? null;
  });
  return mapping;
}

/**
 * The expected-asset lists over HTTP: uploading one (CSV/XLSX) to check it or store it for a
 * job, exporting a job's reconciliation, and the provider's resolutions of missing assets.
 */
export const reconciliationRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    url: '/api/jobs/:country/expected-assets',
    params: z.object({ country: countryParam }),
    query: uploadQuery,
    docs: {
      summary: 'Upload a retirement list (expected assets): check it, or store it for a job',
      description:
        "CSV or XLSX as multipart/form-data (field `file`), as the customer's tool exports it: the layouts of Microsoft Intune's device export, ServiceNow's alm_hardware export, Snipe-IT's asset export and Jamf Pro's inventory export are recognised (`layout`), as are common headers; the columns the supplier chose before for the same headers are used (`layout: remembered`); `<field>_column` chooses them (and remembers the choice when the list is stored). Fields: serial_number (required), asset_tag, model, device_id, device_name, holds_data (yes/no). Without job_id the list is only checked; with it, stored all or nothing. `preview` holds the first rows. An API token of the read-and-order scope may call it.",
      tag: 'Reconciliation',
      response: {
        contentType: 'application/json',
        description:
          'The columns found, the mapping used, and the rows and problems counted (with job_id: stored, all or none).',
      },
    },
    authentication: 'signed-in',
    // Attaching a list changes a pickup, as ordering does: the read-and-order scope.
    apiTokens: 'order',
    handler: async ({ services, params: { country }, query, viewer, request, reply }) => {
      const database = services.databases[country];
      await consumeRateLimit(database, uploadRateLimit, viewer.userId);
      if (!request.isMultipart()) {
        throw new DomainError('UNSUPPORTED_FILE_TYPE', 'Send the file as multipart/form-data.');
      }
      const limits = { fileSize: maximumExpectedAssetFileBytes, files: 1, fields: 0, parts: 1 };
      const part = await request.file({ limits }).catch(() => {
        throw new DomainError('BAD_USER_INPUT', 'The upload is not valid multipart/form-data.');
      });
      if (!part) throw new DomainError('BAD_USER_INPUT', 'No file was sent.');
      const uploads = path.join(services.config.dataDirectory, 'uploads');
      await mkdir(uploads, { recursive: true });
      const filePath = path.join(uploads, `expected-assets-${randomUUID()}.part`);
      try {
        await pipeline(part.file, createWriteStream(filePath)).catch((error: unknown) => {
          if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
            throw new DomainError('FILE_TOO_LARGE');
          }
          throw error;
        });
        if (part.file.truncated) throw new DomainError('FILE_TOO_LARGE');
        if ((await stat(filePath)).size === 0) {
          throw new DomainError('BAD_USER_INPUT', 'The file is empty.');
        }
        const format = await spreadsheetFormatOf(filePath);
        const chosen = chosenMapping(query);
        const file = await mapFileRows(cellRowsOfFile(filePath, format), chosen, (headers) =>
          rememberedMapping(database, viewer.supplierId, headers),
        );
        const described = {
          headers: file.headers,
          mapping: file.mapping,
          recognised: file.recognised,
          layout: file.layout,
          mapping_problem: file.problem,
          preview: file.preview,
        };
        if (file.problem) {
          await file.rows.return(undefined);
          const body = { ...described, row_count: 0, problem_count: 0, problems: [] };
          if (!query.job_id) return await reply.send(body);
          return await reply.code(400).send({
            error: { code: 'BAD_USER_INPUT', message: 'Choose the column of the serial numbers.' },
            ...body,
          });
        }
        if (!query.job_id) {
          const checked = await checkExpectedAssets(file.rows);
          return await reply.send({
            ...described,
            row_count: checked.rowCount,
            problem_count: checked.problemCount,
            problems: checked.problems,
          });
        }
        if (!uuidParam.safeParse(query.job_id).success) throw new DomainError('NOT_FOUND');
        try {
          const stored = await storeExpectedAssets(
            database,
            viewer,
            query.job_id,
            file.rows,
            'replace',
          );
          // The next file with these headers is read with the same columns.
          if (chosen) await rememberMapping(database, viewer.supplierId, file.headers, chosen);
          return await reply.send({
            ...described,
            row_count: stored.stored,
            problem_count: 0,
            problems: [],
            stored: stored.stored,
            total: stored.total,
          });
        } catch (error) {
          if (!(error instanceof InvalidRowsError)) throw error;
          return await reply.code(400).send({
            error: { code: 'BAD_USER_INPUT', message: error.message },
            ...described,
            problem_count: error.problemCount,
            problems: error.problems,
          });
        }
      } catch (error) {
        if (error instanceof DomainError || (error instanceof Error && 'syscall' in error)) {
          throw error;
        }
        // csv-parse and exceljs: a file that is not what it says.
        throw new DomainError('BAD_USER_INPUT', 'The file could not be read as CSV or XLSX.');
      } finally {
        await rm(filePath, { force: true });
      }
    },
  }),
  restRoute({
    method: 'GET',
    url: '/api/jobs/:country/:jobId/reconciliation/:format',
    params: z.object({ country: countryParam, jobId: uuidParam, format: z.enum(['csv', 'xlsx']) }),
    lookupParams: ['country', 'jobId', 'format'],
    query: reconciliationExportQuery,
    docs: {
      summary: "A job's reconciliation as CSV or XLSX",
      tag: 'Reconciliation',
      response: {
        contentType: 'application/octet-stream',
        description:
          'Each expected asset with what became of it, and units that were not expected.',
      },
    },
    authentication: 'signed-in',
    apiTokens: 'read',
    handler: async ({ services, params: { country, jobId, format }, query, viewer, reply }) => {
      const rows = await jobReconciliationRows(services.databases[country], viewer, jobId, {
        status: query.status ?? null,
        text: query.text ?? null,
        sort: { field: query.sort ?? 'serial_number', direction: query.direction ?? 'asc' },
      });
      return sendAttachment(reply, {
        fileName: `reconciliation-${jobId}.${format}`,
        contentType:
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: reconciliationFile(
          rows,
          format,
          readerLanguageOf(viewer.user.language, query.language),
        ),
      });
    },
  }),
  restRoute({
    method: 'POST',
    url: '/api/provider/:country/expected-asset-resolutions',
    params: z.object({ country: countryParam }),
    body: z.object({
      resolutions: z
        .array(z.unknown())
        .min(1)
        .max(
          maximumResolutionsPerBatch,
          `Send at most ${maximumResolutionsPerBatch} resolutions per request.`,
        ),
    }),
    bodyLimit: 1_048_576,
    docs: {
      summary: 'Resolve missing assets of jobs',
      tag: 'Provider reconciliation',
      response: { contentType: 'application/json', description: 'One result a resolution.' },
    },
    authentication: 'provider-key',
    handler: async ({ services, params, body, provider, reply }) => {
      const results = await resolveMissingAssets(
        services.databases[params.country],
        body.resolutions,
        `provider key: ${provider.name}`,
      );
      return reply.header('cache-control', 'no-store').send({
        resolved: results.filter((item) => item.result === 'resolved').length,
        rejected: results.filter((item) => item.result === 'rejected').length,
        results,
      });
    },
  }),
];
