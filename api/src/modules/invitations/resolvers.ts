import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { parseInput } from '../../shared/validation.js';
import { inviteCodeInput, registerInvitedUserInput } from './inputs.js';
import { checkInviteCode, registerInvitedUser } from './service.js';

export const invitationsResolvers: Resolvers = {
  Query: {
    invite_code_validation: async (_parent, input, context) => {
      const { invite_code } = parseInput(inviteCodeInput, input);
      return checkInviteCode(context, invite_code);
    },
  },
  Mutation: {
    register_invited_user: (_parent, input, context) =>
      registerInvitedUser(context, parseInput(registerInvitedUserInput, input)),
  },
};
