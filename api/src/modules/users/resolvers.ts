import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { viewerUser, fullName } from './service.js';

export const usersResolvers: Resolvers = {
  Query: {
    get_user: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      return viewerUser(viewer);
    },
  },
  User: {
    name: (user) => fullName(user),
    supplier: async (user, _arguments, context) => {
      const supplier = await context.loaders.supplierById.load(user.acting_supplier_id);
      if (!supplier) throw notFound();
      return supplier;
    },
  },
};
