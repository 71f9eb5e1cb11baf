import { listExportRoutes } from '../../platform/list-export-routes.js';
import type { RestRoute } from '../../platform/rest-route.js';
import { listOrderOf } from '../../shared/lists/list-arguments.js';
import { documentExportQuery, documentListReader, documentSorting } from './document-list.js';
import { ownerIdsOf } from './service.js';

/**
 * The documents page as CSV or XLSX, exactly as its filter and order show it (titles in the
 * reader's language): GET /files/{country}/exports/documents.{csv,xlsx}
 */
export const documentListExportRoutes: RestRoute[] = [
  ...listExportRoutes({
    name: 'documents',
    apiTokens: 'read',
    docs: { subject: 'The documents list', tag: 'Documents' },
    sheetName: 'pages.documents.title',
    query: documentExportQuery,
    prepare: async ({ scope, viewer, query, language }) => {
      const { text, category, sort, direction } = query;
      return documentListReader(
        await ownerIdsOf(scope, viewer),
        { text, category },
        listOrderOf(documentSorting, { sort, direction }, language),
      );
    },
    columns: (t) => [
      {
        header: t('documents.columns.title'),
        value: (document) => document.reader_title,
        width: 40,
      },
      {
        header: t('documents.columns.group'),
        value: (document) => t(`documents.groups.${document.category}`),
        width: 24,
      },
      { header: t('documents.columns.type'), value: (document) => document.extension, width: 8 },
      {
        header: t('documents.columns.sizeBytes'),
        value: (document) => Number(document.size_bytes),
        width: 12,
      },
      {
        header: t('documents.columns.updated'),
        value: (document) => document.created_at.toISOString(),
        kind: 'instant',
        width: 26,
      },
    ],
  }),
];
