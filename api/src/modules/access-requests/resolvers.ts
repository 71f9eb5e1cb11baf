import { staffNoticeDependencies } from '../../graphql/service-dependencies.js';
import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { parseInput } from '../../shared/validation.js';
import { requestAccessInput } from './inputs.js';
import { requestAccess } from './service.js';

export const accessRequestsResolvers: Resolvers = {
  Mutation: {
    request_access: async (_parent, input, context) => {
      await requestAccess(
        { ...staffNoticeDependencies(context), client: context.client },
        parseInput(requestAccessInput, input),
      );
      return true;
    },
  },
};
