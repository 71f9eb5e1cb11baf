import type { Database } from '../../database/connections.js';
import { consoleListExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { assertStaffMayRead } from '../staff/policy.js';
import { consoleDocumentListReader, consoleDocumentSorting } from './console-documents.js';
import { consoleDocumentExportQuery } from './console-inputs.js';
import { shapedConsoleDocument } from './console-shape.js';

/** The translated titles, one column each, in the order the upload form asks for them. */
const translatedTitleColumns = [
  { language: 'da', header: 'console.documents.columns.titleDa' },
  { language: 'fi', header: 'console.documents.columns.titleFi' },
  { language: 'no', header: 'console.documents.columns.titleNo' },
  { language: 'se', header: 'console.documents.columns.titleSe' },
] as const;

/**
 * The console's document library as CSV or XLSX, exactly as its filters and order show it
 * (every live variant, each title in its own column): GET
 * /api/console/{country}/exports/documents.{csv,xlsx}. Every staff role, as the library.
 */
export const consoleDocumentExportRoutes: RestRoute[] = consoleListExportRoutes({
  name: 'documents',
  docs: { subject: "The console's document library", tag: 'Console' },
  sheetName: 'console.documents.caption',
  query: consoleDocumentExportQuery,
  prepare: ({ scope, staff, query, language }) => {
    assertStaffMayRead(staff);
    const { text, category, sort, direction } = query;
    const read = consoleDocumentListReader(
      { text, category },
      listOrderOf(consoleDocumentSorting, { sort, direction }, language),
    );
    return Promise.resolve(async (source: Database, offset: number, limit: number) =>
      (await read(source, offset, limit)).map((document) =>
        shapedConsoleDocument(document, scope.country),
      ),
    );
  },
  columns: (t) => [
    {
      header: t('console.documents.columns.title'),
      value: (document) => document.title,
      width: 34,
    },
    ...translatedTitleColumns.map(({ language, header }) => ({
      header: t(header),
      value: (document: ReturnType<typeof shapedConsoleDocument>) =>
        document.title_translations.find((translation) => translation.language === language)
          ?.title ?? null,
      width: 34,
    })),
    { header: t('console.documents.columns.documentKey'), value: (document) => document.key },
    {
      header: t('console.documents.columns.group'),
      value: (document) => t(`console.documents.groups.${document.category}`),
    },
    {
      header: t('console.documents.columns.readers'),
      value: (document) =>
        document.language
          ? t(`console.documents.languages.${document.language}`)
          : t('console.documents.allLanguages'),
    },
    {
      header: t('console.documents.columns.customer'),
      value: (document) => document.customer ?? t('console.documents.allCustomers'),
      width: 28,
    },
    {
      header: t('console.documents.columns.fileName'),
      value: (document) => document.file_name,
      width: 30,
    },
    { header: t('console.documents.columns.sizeBytes'), value: (document) => document.size },
    {
      header: t('console.documents.columns.uploaded'),
      value: (document) => document.updated_at,
      kind: 'instant',
      width: 26,
    },
  ],
});
