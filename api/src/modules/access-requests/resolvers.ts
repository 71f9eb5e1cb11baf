import { staffNoticeDependencies } from '../../platform/service-dependencies.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
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
