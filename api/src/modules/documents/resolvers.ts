import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { inReaderLanguage } from '../../shared/translated-text.js';
import { listLibrary } from './service.js';

export const documentsResolvers: Resolvers = {
  Query: {
    get_documents: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      return listLibrary(context, viewer);
    },
  },
  Document: {
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
