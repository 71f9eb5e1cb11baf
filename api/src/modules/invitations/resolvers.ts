import { sessionDependencies } from '../../platform/service-dependencies.js';
import type { GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { inviteCodeInput, registerInvitedUserInput } from './inputs.js';
import { checkInviteCode, registerInvitedUser } from './registration.js';

const invitationDependencies = (context: GraphQLContext) => ({
  ...sessionDependencies(context),
  microsoftSignInAvailable: context.services.microsoftIdentity !== undefined,
});

export const invitationsResolvers: Resolvers = {
  Query: {
    invite_code_validation: async (_parent, input, context) => {
      const { invite_code } = parseInput(inviteCodeInput, input);
      return checkInviteCode(invitationDependencies(context), invite_code);
    },
  },
  Mutation: {
    register_invited_user: (_parent, input, context) =>
      registerInvitedUser(
        invitationDependencies(context),
        parseInput(registerInvitedUserInput, input),
      ),
  },
};
