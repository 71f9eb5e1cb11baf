import { microsoftSignInDependencies } from '../../platform/service-dependencies.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { authMicrosoftChooseInput, authMicrosoftInput } from './inputs.js';
import {
  chooseMicrosoftIdentity,
  completeMicrosoftSignIn,
  startMicrosoftSignIn,
} from './service.js';

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
    auth_microsoft_choose: (_parent, input, context) => {
      const { choice_code, company } = parseInput(authMicrosoftChooseInput, input);
      return chooseMicrosoftIdentity(microsoftSignInDependencies(context), {
        choiceCode: choice_code,
        company,
      });
    },
  },
};
