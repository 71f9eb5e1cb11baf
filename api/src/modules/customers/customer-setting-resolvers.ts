import { requireStaff } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import { consoleCustomerIdInput, consoleSetShipmentItemsInput } from './console-inputs.js';
import { findConsoleCustomer } from './customer-list.js';
import { findCustomerLogo, setCustomerLogo } from './customer-logo.js';
import { listShipmentItems, setShipmentItems } from './shipment-items.js';

/** Staff pick customers from the console's lists by id: anything else is no one. */
function knownId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/** A customer's shipment items and logo: its settings beside the users. */
export const consoleCustomerSettingResolvers: Resolvers = {
  Query: {
    console_customer_shipment_items: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const { customer_id } = parseInput(consoleCustomerIdInput, input);
      if (!(await findConsoleCustomer(context.database, knownId(customer_id)))) throw notFound();
      return listShipmentItems(context.database, customer_id);
    },
    console_customer_logo: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const { customer_id } = parseInput(consoleCustomerIdInput, input);
      const found = await findCustomerLogo(context.database, knownId(customer_id));
      if (!found) throw notFound();
      return found.logo;
    },
  },
  Mutation: {
    console_set_customer_shipment_items: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { customer_id, items } = parseInput(consoleSetShipmentItemsInput, input);
      return setShipmentItems(context.database, knownId(customer_id), items, {
        staff,
        ipAddress: context.client.ipAddress,
      });
    },
    console_remove_customer_logo: async (_parent, input, context) => {
      const staff = assertStaffMayAct(await requireStaff(context));
      const { customer_id } = parseInput(consoleCustomerIdInput, input);
      await setCustomerLogo(context.database, knownId(customer_id), null, {
        staff,
        ipAddress: context.client.ipAddress,
      });
      return true;
    },
  },
};
