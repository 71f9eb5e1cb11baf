import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { parseInput } from '../../shared/validation.js';
import { signInInput } from './inputs.js';
import { endSession, renewToken, signInWithPassword } from './service.js';

export const authResolvers: Resolvers = {
  Mutation: {
    auth: (_parent, input, context) => signInWithPassword(context, parseInput(signInInput, input)),
    renew_token: async (_parent, _arguments, context) => ({ token: await renewToken(context) }),
    logout: async (_parent, _arguments, context) => {
      await endSession(context);
      return true;
    },
  },
};
