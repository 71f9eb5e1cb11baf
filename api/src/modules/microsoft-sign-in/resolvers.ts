import { microsoftSignInDependencies } from '../../platform/service-dependencies.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { authMicrosoftInput } from './inputs.js';
import { completeMicrosoftSignIn, startMicrosoftSignIn } from './service.js';

export const microsoftSignInResolvers: Resolvers = {
  Query: {
    microsoft_sign_in_available: (_parent, _arguments, context) =>
      context.services.microsoftIdentity !== undefined,
    get_microsoft_login_url: (_parent, _arguments, context) =>
      startMicrosoftSignIn(microsoftSignInDependencies(context)),
  },
  Mutation: {
    auth_microsoft: (_parent, input, context) => {
      const { callback_code, state } = parseInput(authMicrosoftInput, input);
      return completeMicrosoftSignIn(microsoftSignInDependencies(context), {
        callbackCode: callback_code,
        state,
      });
    },
  },
};
