import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { parseInput } from '../../shared/validation.js';
import { requestAccessInput } from './inputs.js';
import { requestAccess } from './service.js';

export const accessRequestsResolvers: Resolvers = {
  Mutation: {
    request_access: async (_parent, input, context) => {
      await requestAccess(context, parseInput(requestAccessInput, input));
      return true;
    },
  },
};
