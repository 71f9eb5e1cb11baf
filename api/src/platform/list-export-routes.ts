import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { Database } from '../database/connections.js';
import type { Viewer } from '../modules/auth/viewer-model.js';
import { todayInBusinessTimeZone } from '../shared/local-dates.js';
import {
  listFileContentTypes,
  listFileFormats,
  writeListFile,
  type ListColumn,
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

/**
 * One list's export: GET /files/:country/exports/<name>.csv and .xlsx, with the list's filters and
 * order in the query string (as the page has them in its address) and the same Authorization
 * header as the GraphQL calls. `prepare` checks permission and scope exactly as the list does
 * (its errors answer with their status before anything is sent) and returns the list's reader,
 * sorting text in `language` (the file's language) as the page does for a reader of it.
 */
export interface ListExport<Query extends z.ZodRawShape, Row> {
  name: string;
  query: Query;
  prepare(call: {
    scope: CountryScope;
    viewer: Viewer;
    query: z.infer<z.ZodObject<Query>>;
    language: ServerLanguage;
  }): Promise<ListRowReader<Row>>;
  /** The columns, their headers in the caller's language. */
  columns(t: ListTranslate): ListColumn<Row>[];
  /** The sheet's name (translation key). */
  sheetName: string;
  /** 'read': organisation API tokens may download it too (see RestRoute.apiTokens). */
  apiTokens?: 'read';
  /** For the API reference: what the list is ("The jobs list") and its module's group. */
  docs: { subject: string; tag: string };
  /** The file's name without extension; `<name>-<today>` by default. */
  fileName?(query: z.infer<z.ZodObject<Query>>): string;
}

async function* batchesOf<Row>(read: ListRowReader<Row>, database: Database) {
  for (let offset = 0; ; offset += exportBatchSize) {
    const rows = await read(database, offset, exportBatchSize);
    if (rows.length) yield rows;
    if (rows.length < exportBatchSize) return;
  }
}

/**
 * A list's export routes, one a format. The rows are read in batches inside one read-only REPEATABLE READ
 * transaction, so the file is one consistent snapshot however long it streams, and written as
 * they come (memory stays flat).
 */
export function listExportRoutes<Query extends z.ZodRawShape, Row>(
  list: ListExport<Query, Row>,
): RestRoute[] {
  return listFileFormats.map((format) =>
    restRoute({
      method: 'GET',
      url: `/files/:country/exports/${list.name}.${format}`,
      params: z.object({ country: countryParam }),
      query: z.object({ ...list.query, language: z.string().max(5).optional() }),
      authentication: 'signed-in',
      ...(list.apiTokens ? { apiTokens: list.apiTokens } : {}),
      docs: {
        summary: `${list.docs.subject} as ${format.toUpperCase()}`,
        description:
          "The list's rows with the page's filters and order (in its address), every page of it, " +
          "in the language given by `language` or else the caller's.",
        tag: list.docs.tag,
        response: {
          contentType: listFileContentTypes[format],
          description: `A ${format.toUpperCase()} file, sent as a download.`,
        },
      },
      handler: async ({ params, query, viewer, reply, request, services }) => {
        const scope = countryScope(services, params.country);
        const { language, ...rest } = query as { language?: string };
        const listQuery = rest as z.infer<z.ZodObject<Query>>;
        const locale = readerLanguageOf(viewer.user.language, language);
        const read = await list.prepare({ scope, viewer, query: listQuery, language: locale });
        const t: ListTranslate = (key, values) => translate(locale, key, values);
        const output = new PassThrough();
        const written = scope.database
          .transaction()
          .setIsolationLevel('repeatable read')
          .setAccessMode('read only')
          .execute((transaction) =>
            writeListFile(format, output, {
              sheetName: t(list.sheetName),
              columns: list.columns(t),
              batches: batchesOf(read, transaction),
            }),
          );
        written.catch((error: unknown) => {
          // Headers are gone by now: the broken download is the client's sign; the log says why.
          request.log.error({ err: error }, 'List export failed');
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return sendAttachment(reply, {
          fileName: `${list.fileName?.(listQuery) ?? `${list.name}-${todayInBusinessTimeZone()}`}.${format}`,
          contentType: listFileContentTypes[format],
          content: output,
        });
      },
    }),
  );
}
