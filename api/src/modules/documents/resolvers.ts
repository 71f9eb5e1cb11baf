import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { inReaderLanguage } from '../../shared/translated-text.js';
import { parseInput } from '../../shared/validation.js';
import { documentFilterInput, documentListArguments, pageDocuments } from './document-list.js';
import { listLibrary, ownerIdsOf } from './service.js';
import { forReader } from '../../shared/lists/list-arguments.js';

export const documentsResolvers: Resolvers = {
  Query: {
    get_documents: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      return listLibrary(context, viewer);
    },
    get_document_page: async (_parent, { filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const listArguments = forReader(
        parseInput(documentListArguments, list),
        viewer.user.language,
      );
      const page = await pageDocuments(
        context.database,
        await ownerIdsOf(context, viewer),
        parseInput(documentFilterInput, filter),
        listArguments,
      );
      return { ...page, page: listArguments.page, page_size: listArguments.pageSize };
    },
  },
  Document: {
    category: (document) => document.category as 'about',
    // Provider-kept titles are English with translations; the reader gets theirs.
    title: async (document, _arguments, context) =>
      inReaderLanguage(
        document.title,
        document.title_translations,
        (await context.getViewer())?.user.language,
      ),
    size: (document) => Number(document.size_bytes),
    path: (document, _arguments, context) =>
      `/files/${context.country}/documents/${encodeURIComponent(document.id)}`,
    updated_at: (document) => document.created_at.toISOString(),
  },
};
