import { requireStaff, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayChangeProviderIdentity, assertStaffMayRead } from '../staff/policy.js';
import { consoleSaveProviderIdentityInput } from './inputs.js';
import {
  fieldsOfConfiguredIdentity,
  findProviderIdentityVersion,
  saveProviderIdentity,
} from './service.js';

/** The identity in force now, and whether staff or the configuration gave it. */
async function identityInForce(context: GraphQLContext) {
  const version = await findProviderIdentityVersion(context.database);
  if (version) {
    const { effective_from, created_by_name, ...fields } = version;
    return {
      ...fields,
      source: 'console',
      changed_at: effective_from.toISOString(),
      changed_by: created_by_name,
    };
  }
  const configured = context.services.config.providers[context.country];
  return {
    ...fieldsOfConfiguredIdentity(configured),
    source: 'configuration',
    changed_at: null,
    changed_by: null,
  };
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
  },
};
