import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { updateUserInformationInput } from './inputs.js';
import { updateUserInformation } from './service.js';

export const accountResolvers: Resolvers = {
  Mutation: {
    update_user_information: async (_parent, input, context) => {
      // Whose profile is decided by the session alone: there is no user id in the input.
      const viewer = await requireViewer(context);
      return updateUserInformation(
        context.database,
        viewer,
        parseInput(updateUserInformationInput, input),
      );
    },
  },
};
