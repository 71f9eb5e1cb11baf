import { requireStaff } from '../../platform/graphql-context.js';
import type { GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import { assertStaffMayAct, assertStaffMayRead } from '../staff/policy.js';
import {
  consoleCustomerAgreementListArguments,
  consoleCustomerAgreementsInput,
  consoleCustomerInput,
  consoleCustomerListArguments,
  consoleCustomersInput,
  consoleCustomerUserIdInput,
  consoleCustomerUserListArguments,
  consoleCustomerUsersInput,
  consoleInviteCustomerUserInput,
  consoleSetCustomerCanUploadInput,
  consoleSetCustomerReportAccessDefaultInput,
} from './console-inputs.js';
import { shapedCustomer, shapedCustomerUser } from './console-shape.js';
import {
  deactivateCustomerUser,
  inviteCustomerUser,
  resendCustomerInvitation,
  setCustomerSwitch,
} from './customer-actions.js';
import { listCustomerAgreements } from './customer-agreements.js';
import { findConsoleCustomer, listConsoleCustomers } from './customer-list.js';
import { listConsoleCustomerUsers } from './customer-users.js';

/** Staff pick customers and users from the console's lists by id: anything else is no one. */
function knownId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

async function actingStaff(context: GraphQLContext) {
  const staff = assertStaffMayAct(await requireStaff(context));
  return { staff, ipAddress: context.client.ipAddress };
}

const invitationTarget = (context: GraphQLContext) => ({
  country: context.country,
  publicUrl: context.services.config.publicUrl,
});

export const consoleCustomersResolvers: Resolvers = {
  Query: {
    console_customers: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const { text } = parseInput(consoleCustomersInput, input);
      const list = forReader(parseInput(consoleCustomerListArguments, input), staff.language);
      const { items, total } = await listConsoleCustomers(
        context.database,
        { text: text ?? undefined },
        list,
      );
      return { items: items.map(shapedCustomer), total, page: list.page, page_size: list.pageSize };
    },
    console_customer: async (_parent, input, context) => {
      assertStaffMayRead(await requireStaff(context));
      const { id } = parseInput(consoleCustomerInput, input);
      const customer = await findConsoleCustomer(context.database, knownId(id));
      if (!customer) throw notFound();
      return shapedCustomer(customer);
    },
    console_customer_agreements: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const { customer_id, text } = parseInput(consoleCustomerAgreementsInput, input);
      const list = forReader(
        parseInput(consoleCustomerAgreementListArguments, input),
        staff.language,
      );
      if (!(await findConsoleCustomer(context.database, knownId(customer_id)))) throw notFound();
      const { items, total } = await listCustomerAgreements(
        context.database,
        context.country,
        customer_id,
        { text: text ?? undefined },
        list,
      );
      return { items, total, page: list.page, page_size: list.pageSize };
    },
    console_customer_users: async (_parent, input, context) => {
      const staff = assertStaffMayRead(await requireStaff(context));
      const { customer_id, text } = parseInput(consoleCustomerUsersInput, input);
      const list = forReader(parseInput(consoleCustomerUserListArguments, input), staff.language);
      if (!(await findConsoleCustomer(context.database, knownId(customer_id)))) throw notFound();
      const { items, total } = await listConsoleCustomerUsers(
        context.database,
        customer_id,
        { text: text ?? undefined },
        list,
      );
      return {
        items: items.map(shapedCustomerUser),
        total,
        page: list.page,
        page_size: list.pageSize,
      };
    },
  },
  Mutation: {
    console_invite_customer_user: async (_parent, input, context) => {
      const actor = await actingStaff(context);
      const invitation = parseInput(consoleInviteCustomerUserInput, input);
      const user = await inviteCustomerUser(
        context.database,
        invitationTarget(context),
        knownId(invitation.customer_id),
        {
          email: invitation.email,
          firstName: invitation.first_name,
          lastName: invitation.last_name,
          language: invitation.language,
          isAdmin: invitation.is_admin,
          hasReportAccess: invitation.has_report_access,
        },
        actor,
      );
      return shapedCustomerUser(user);
    },
    console_resend_customer_invitation: async (_parent, input, context) => {
      const actor = await actingStaff(context);
      const { user_id } = parseInput(consoleCustomerUserIdInput, input);
      const user = await resendCustomerInvitation(
        context.database,
        invitationTarget(context),
        knownId(user_id),
        actor,
      );
      return shapedCustomerUser(user);
    },
    console_deactivate_customer_user: async (_parent, input, context) => {
      const actor = await actingStaff(context);
      const { user_id } = parseInput(consoleCustomerUserIdInput, input);
      const user = await deactivateCustomerUser(context.database, knownId(user_id), actor);
      return shapedCustomerUser(user);
    },
    console_set_customer_can_upload: async (_parent, input, context) => {
      const actor = await actingStaff(context);
      const { customer_id, can_upload } = parseInput(consoleSetCustomerCanUploadInput, input);
      const customer = await setCustomerSwitch(
        context.database,
        knownId(customer_id),
        { name: 'can_upload', value: can_upload },
        actor,
      );
      return shapedCustomer(customer);
    },
    console_set_customer_report_access_default: async (_parent, input, context) => {
      const actor = await actingStaff(context);
      const { customer_id, report_access_default } = parseInput(
        consoleSetCustomerReportAccessDefaultInput,
        input,
      );
      const customer = await setCustomerSwitch(
        context.database,
        knownId(customer_id),
        { name: 'report_access_default', value: report_access_default },
        actor,
      );
      return shapedCustomer(customer);
    },
  },
};
