import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../database/connections.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import type { StaffCaller } from '../modules/staff/staff-model.js';
import { todayInBusinessTimeZone } from '../shared/local-dates.js';
import {
  listFileContentTypes,
  listFileFormats,
  writeListFile,
  type ListColumn,
  type ListFileFormat,
} from '../shared/lists/list-files.js';
import { readerLanguageOf, translate, type ServerLanguage } from '../shared/translations.js';
import {
  countryParam,
  countryScope,
  restRoute,
  type CountryScope,
  type RestRoute,
} from './rest-route.js';
import { sendAttachment } from './send-file.js';

/** Rows read per query while an export streams. */
const exportBatchSize = 1000;

/** Reads the list's rows in its order: `limit` rows from `offset`, from the given database. */
type ListRowReader<Row> = (database: Database, offset: number, limit: number) => Promise<Row[]>;

type ListTranslate = (key: string, values?: Record<string, string | number>) => string;

/** What every list's export declares, whoever may download it. */
interface ListExportDeclaration<Query extends z.ZodRawShape, Row> {
  name: string;
  query: Query;
  /** The columns, their headers in the caller's language. */
  columns(t: ListTranslate): ListColumn<Row>[];
  /** The sheet's name (translation key). */
  sheetName: string;
  /** For the API reference: what the list is ("The jobs list") and its module's group. */
  docs: { subject: string; tag: string };
  /** The file's name without extension; `<name>-<today>` by default. */
  fileName?(query: z.infer<z.ZodObject<Query>>): string;
}

/**
 * One list's export: GET /files/:country/exports/<name>.csv and .xlsx, with the list's filters and
 * order in the query string (as the page has them in its address) and the same Authorization
 * header as the GraphQL calls. `prepare` checks permission and scope exactly as the list does
 * (its errors answer with their status before anything is sent) and returns the list's reader,
 * sorting text in `language` (the file's language) as the page does for a reader of it.
 */
export interface ListExport<Query extends z.ZodRawShape, Row> extends ListExportDeclaration<
  Query,
  Row
> {
  prepare(call: {
    scope: CountryScope;
    viewer: Viewer;
    query: z.infer<z.ZodObject<Query>>;
    language: ServerLanguage;
  }): Promise<ListRowReader<Row>>;
  /** 'read': organisation API tokens may download it too (see RestRoute.apiTokens). */
  apiTokens?: 'read';
}

/**
 * One console list's export: GET /api/console/:country/exports/<name>.csv and .xlsx, with the
 * console session's token. `prepare` checks the staff member's role exactly as the list's query
 * does, and returns the same reader as the paged list.
 */
export interface ConsoleListExport<Query extends z.ZodRawShape, Row> extends ListExportDeclaration<
  Query,
  Row
> {
  prepare(call: {
    scope: CountryScope;
    staff: StaffCaller;
    query: z.infer<z.ZodObject<Query>>;
    language: ServerLanguage;
  }): Promise<ListRowReader<Row>>;
}

async function* batchesOf<Row>(read: ListRowReader<Row>, database: Database) {
  for (let offset = 0; ; offset += exportBatchSize) {
    const rows = await read(database, offset, exportBatchSize);
    if (rows.length) yield rows;
    if (rows.length < exportBatchSize) return;
  }
}

/** The query string every export takes: the list's own, and the file's language. */
function exportQuery<Query extends z.ZodRawShape>(listQuery: Query) {
  return z.object({ ...listQuery, language: z.string().max(5).optional() });
}

function exportDocs(docs: { subject: string; tag: string }, format: ListFileFormat) {
  return {
    summary: `${docs.subject} as ${format.toUpperCase()}`,
    description:
      "The list's rows with the page's filters and order (in its address), every page of it, " +
      "in the language given by `language` or else the caller's.",
    tag: docs.tag,
    response: {
      contentType: listFileContentTypes[format],
      description: `A ${format.toUpperCase()} file, sent as a download.`,
    },
  };
}

/** The list's own query and the requested language, apart. */
function splitQuery<Query extends z.ZodRawShape>(query: unknown) {
  const { language, ...rest } = query as { language?: string };
  return { language, listQuery: rest as z.infer<z.ZodObject<Query>> };
}

/**
 * Sends the file: the rows are read in batches inside one read-only REPEATABLE READ transaction,
 * so the file is one consistent snapshot however long it streams, and written as they come
 * (memory stays flat).
 */
function sendListFile<Query extends z.ZodRawShape, Row>(
  list: ListExportDeclaration<Query, Row>,
  file: {
    format: ListFileFormat;
    scope: CountryScope;
    read: ListRowReader<Row>;
    language: ServerLanguage;
    query: z.infer<z.ZodObject<Query>>;
  },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const t: ListTranslate = (key, values) => translate(file.language, key, values);
  const output = new PassThrough();
  const written = file.scope.database
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((transaction) =>
      writeListFile(file.format, output, {
        sheetName: t(list.sheetName),
        columns: list.columns(t),
        batches: batchesOf(file.read, transaction),
      }),
    );
  written.catch((error: unknown) => {
    // Headers are gone by now: the broken download is the client's sign; the log says why.
    request.log.error({ err: error }, 'List export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const fileName = list.fileName?.(file.query) ?? `${list.name}-${todayInBusinessTimeZone()}`;
  return sendAttachment(reply, {
    fileName: `${fileName}.${file.format}`,
    contentType: listFileContentTypes[file.format],
    content: output,
  });
}

/** A customer list's export routes, one a format, for its signed-in users (see ListExport). */
export function listExportRoutes<Query extends z.ZodRawShape, Row>(
  list: ListExport<Query, Row>,
): RestRoute[] {
  return listFileFormats.map((format) =>
    restRoute({
      method: 'GET',
      url: `/files/:country/exports/${list.name}.${format}`,
      params: z.object({ country: countryParam }),
      query: exportQuery(list.query),
      authentication: 'signed-in',
      ...(list.apiTokens ? { apiTokens: list.apiTokens } : {}),
      docs: exportDocs(list.docs, format),
      handler: async ({ params, query, viewer, reply, request, services }) => {
        const scope = countryScope(services, params.country);
        const { language, listQuery } = splitQuery<Query>(query);
        const locale = readerLanguageOf(viewer.user.language, language);
        const read = await list.prepare({ scope, viewer, query: listQuery, language: locale });
        return sendListFile(
          list,
          { format, scope, read, language: locale, query: listQuery },
          request,
          reply,
        );
      },
    }),
  );
}

/**
 * A console list's export routes, one a format, for the staff of the path's country (see
 * ConsoleListExport): beside the console's other REST routes, never at a customer's path.
 */
export function consoleListExportRoutes<Query extends z.ZodRawShape, Row>(
  list: ConsoleListExport<Query, Row>,
): RestRoute[] {
  return listFileFormats.map((format) =>
    restRoute({
      method: 'GET',
      url: `/api/console/:country/exports/${list.name}.${format}`,
      params: z.object({ country: countryParam }),
      query: exportQuery(list.query),
      authentication: 'staff',
      docs: exportDocs(list.docs, format),
      handler: async ({ params, query, staff, reply, request, services }) => {
        const scope = countryScope(services, params.country);
        const { language, listQuery } = splitQuery<Query>(query);
        const locale = readerLanguageOf(staff.language, language);
        const read = await list.prepare({ scope, staff, query: listQuery, language: locale });
        return sendListFile(
          list,
          { format, scope, read, language: locale, query: listQuery },
          request,
          reply,
        );
      },
    }),
  );
}
