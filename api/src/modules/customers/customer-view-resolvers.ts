import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayViewAsCustomer } from '../staff/policy.js';
import { consoleViewAsCustomerInput } from './console-inputs.js';
import { viewAsCustomer } from './customer-view.js';

export const consoleCustomerViewResolvers: Resolvers = {
  Mutation: {
    console_view_as_customer: async (_parent, input, context) => {
      const staff = assertStaffMayViewAsCustomer(await requireStaff(context));
      const request = parseInput(consoleViewAsCustomerInput, input);
      // Staff pick the customer and user from the console's lists: any other id is no one.
      if (!isUuid(request.customer_id) || !isUuid(request.user_id)) throw notFound();
      const view = await viewAsCustomer(
        context.database,
        {
          supplierId: request.customer_id,
          userId: request.user_id,
          reason: request.reason,
          minutes: request.minutes,
        },
        { staff, ipAddress: context.client.ipAddress, client: context.client },
      );
      return { handover_code: view.handoverCode, ends_at: view.endsAt.toISOString() };
    },
  },
};
