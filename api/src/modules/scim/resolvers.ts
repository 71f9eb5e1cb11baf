import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { createScimTokenInput, revokeScimTokenInput } from './inputs.js';
import {
  createScimTokenForAdmin,
  revokeScimTokenForAdmin,
  scimBaseUrl,
  scimTokensOfAdmin,
} from './service.js';
import type { ScimToken } from './token-service.js';

function tokenView(token: ScimToken) {
  return {
    id: token.id,
    name: token.name,
    created_at: token.created_at.toISOString(),
    created_by_name: token.created_by_name,
    created_by_active: token.created_by_active,
    last_used_at: token.last_used_at?.toISOString() ?? null,
  };
}

export const scimResolvers: Resolvers = {
  Query: {
    get_scim_provisioning: async (_parent, _input, context) => {
      const viewer = await requireViewer(context);
      const tokens = await scimTokensOfAdmin(context.database, viewer);
      return {
        base_url: scimBaseUrl(context.services.config.publicUrl, context.country),
        tokens: tokens.map(tokenView),
      };
    },
  },
  Mutation: {
    create_scim_token: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { name } = parseInput(createScimTokenInput, input);
      const created = await createScimTokenForAdmin(context.database, viewer, name);
      return {
        token: created.token,
        base_url: scimBaseUrl(context.services.config.publicUrl, context.country),
        scim_token: tokenView(created.scimToken),
      };
    },
    revoke_scim_token: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { token_id } = parseInput(revokeScimTokenInput, input);
      await revokeScimTokenForAdmin(context.database, viewer, token_id);
      return true;
    },
  },
};
