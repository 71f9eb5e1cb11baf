import { requireStaff, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayManageProviderKeys } from '../staff/policy.js';
import {
  consoleCreateProviderKeyInput,
  consoleProviderKeyIdInput,
  consoleProviderKeysInput,
} from './inputs.js';
import { createLoggedProviderKey, pageProviderKeys, revokeLoggedProviderKey } from './service.js';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function shaped(key: {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}) {
  return {
    id: key.id,
    name: key.name,
    created_at: key.created_at.toISOString(),
    last_used_at: iso(key.last_used_at),
    revoked_at: iso(key.revoked_at),
  };
}

async function administrator(context: GraphQLContext) {
  const staff = assertStaffMayManageProviderKeys(await requireStaff(context));
  return { staff, ipAddress: context.client.ipAddress };
}

export const providerKeyResolvers: Resolvers = {
  Query: {
    console_provider_keys: async (_parent, input, context) => {
      await administrator(context);
      const page = parseInput(consoleProviderKeysInput, input);
      const { rows, total } = await pageProviderKeys(context.database, page);
      return { items: rows.map(shaped), total, page: page.page, page_size: page.pageSize };
    },
  },
  Mutation: {
    console_create_provider_key: async (_parent, input, context) => {
      const actor = await administrator(context);
      const { name } = parseInput(consoleCreateProviderKeyInput, input);
      const created = await createLoggedProviderKey(context.database, name, actor);
      return { key: shaped(created.key), secret: created.secret };
    },
    console_revoke_provider_key: async (_parent, input, context) => {
      const actor = await administrator(context);
      const { id } = parseInput(consoleProviderKeyIdInput, input);
      // Administrators pick keys from the list: any other id is no key.
      if (!isUuid(id)) throw notFound();
      return shaped(await revokeLoggedProviderKey(context.database, id, actor));
    },
  },
};
