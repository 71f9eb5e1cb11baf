import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { completedUnitsInput, listCompletedUnits } from './completed-units.js';

export const completedUnitsResolvers: Resolvers = {
  Query: {
    get_completed_units: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      return listCompletedUnits(context.database, viewer, parseInput(completedUnitsInput, input));
    },
  },
};
