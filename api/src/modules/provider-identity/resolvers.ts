import { requireStaff, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayChangeProviderIdentity, assertStaffMayRead } from '../staff/policy.js';
import { consoleProviderIdentityImageInput, consoleSaveProviderIdentityInput } from './inputs.js';
import {
  currentProviderIdentity,
  saveProviderIdentity,
  saveProviderIdentityImage,
} from './service.js';

/** The identity in force now, and whether staff or the configuration gave it. */
async function identityInForce(context: Pick<GraphQLContext, 'database' | 'services' | 'country'>) {
  const identity = await currentProviderIdentity(
    context.database,
    context.services.config.providers[context.country],
  );
  if (identity.source === 'console') {
    const { changedAt, changedBy, ...shown } = identity;
    return { ...shown, changed_at: changedAt.toISOString(), changed_by: changedBy };
  }
  return { ...identity, changed_at: null, changed_by: null };
}

export const providerIdentityResolvers: Resolvers = {
  Query: {
    console_provider_identity: async (_parent, _input, context) => {
      assertStaffMayRead(await requireStaff(context));
      return identityInForce(context);
    },
  },
  Mutation: {
    console_save_provider_identity: async (_parent, input, context) => {
      const staff = assertStaffMayChangeProviderIdentity(await requireStaff(context));
      const { identity } = parseInput(consoleSaveProviderIdentityInput, input);
      await saveProviderIdentity(
        context.database,
        context.services.config.providers[context.country],
        identity,
        { staff, ipAddress: context.client.ipAddress, country: context.country },
      );
      return identityInForce(context);
    },
    console_remove_provider_identity_image: async (_parent, input, context) => {
      const staff = assertStaffMayChangeProviderIdentity(await requireStaff(context));
      const { image } = parseInput(consoleProviderIdentityImageInput, input);
      await saveProviderIdentityImage(
        context.database,
        context.services.config.providers[context.country],
        image,
        null,
        { staff, ipAddress: context.client.ipAddress, country: context.country },
      );
      return identityInForce(context);
    },
  },
};
