import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { apiTokenIdInput, createApiTokenInput } from './inputs.js';
import { assertTokenAdmin } from './policy.js';
import { createApiToken, listApiTokens, revokeApiToken } from './service.js';

export const apiTokensResolvers: Resolvers = {
  Query: {
    get_api_tokens: async (_parent, _arguments, context) => {
      const { supplierId } = assertTokenAdmin(await requireViewer(context));
      return listApiTokens(context.database, supplierId);
    },
  },
  Mutation: {
    create_api_token: async (_parent, input, context) => {
      const admin = assertTokenAdmin(await requireViewer(context));
      const values = parseInput(createApiTokenInput, input);
      return createApiToken(context.database, admin, {
        name: values.name,
        scope: values.scope,
        expiresInDays: values.expires_in_days,
      });
    },
    revoke_api_token: async (_parent, input, context) => {
      const admin = assertTokenAdmin(await requireViewer(context));
      const { id } = parseInput(apiTokenIdInput, input);
      return revokeApiToken(context.database, admin, id);
    },
  },
};
