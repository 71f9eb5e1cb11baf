import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { searchPortalInput } from './inputs.js';
import { searchPortal } from './service.js';

export const searchResolvers: Resolvers = {
  Query: {
    search_portal: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      return searchPortal(context.database, viewer, parseInput(searchPortalInput, input));
    },
  },
};
