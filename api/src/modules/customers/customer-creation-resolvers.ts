import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct } from '../staff/policy.js';
import { consoleCreateCustomerInput } from './console-inputs.js';
import { shapedCustomer } from './console-shape.js';
import { createConsoleCustomer } from './customer-creation.js';
import { findConsoleCustomer } from './customer-list.js';

/** A new customer, or a new company of a master account's group, without an access request. */
export const consoleCustomerCreationResolvers: Resolvers = {
  Mutation: {
    console_create_customer: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { customer } = parseInput(consoleCreateCustomerInput, input);
      const id = await createConsoleCustomer(
        context.database,
        {
          company: customer.company,
          orgNumber: customer.org_number,
          isMasterAccount: customer.is_master_account,
          parentId: customer.parent_id,
        },
        { staff, ipAddress: context.client.ipAddress },
      );
      const created = await findConsoleCustomer(context.database, id);
      if (!created) throw new Error(`Customer ${id} was created but cannot be read`);
      return shapedCustomer(created);
    },
  },
};
