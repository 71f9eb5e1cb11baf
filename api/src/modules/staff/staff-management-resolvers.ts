import { requireStaff, type GraphQLContext } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { forReader } from '../../shared/lists/list-arguments.js';
import { parseInput } from '../../shared/validation.js';
import {
  consoleAddStaffMemberInput,
  consoleStaffMemberIdInput,
  consoleStaffMembersInput,
} from './inputs.js';
import { assertStaffMayManageStaff } from './policy.js';
import type { StaffMemberModel } from './staff-model.js';
import {
  addStaffMember,
  deactivateStaffMemberById,
  pageStaffMembers,
  resetStaffMember,
} from './staff-management.js';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function shaped(member: StaffMemberModel) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    language: member.language,
    status: member.status,
    authenticator_set_up: member.totp_enabled,
    created_at: new Date(member.created_at).toISOString(),
    last_sign_in_at: iso(member.last_sign_in_at),
  };
}

async function administrator(context: GraphQLContext) {
  const staff = assertStaffMayManageStaff(await requireStaff(context));
  return { staff, ipAddress: context.client.ipAddress };
}

/** Staff pick members from the list by id: anything else is no one. */
function knownId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

export const staffManagementResolvers: Resolvers = {
  Query: {
    console_staff_members: async (_parent, input, context) => {
      const { staff } = await administrator(context);
      const { text, ...request } = parseInput(consoleStaffMembersInput, input);
      const page = forReader(request, staff.language);
      const { rows, total } = await pageStaffMembers(context.database, text ?? undefined, page);
      return {
        items: rows.map((row) =>
          shaped({
            ...row,
            role: row.role as StaffMemberModel['role'],
            totp_enabled: row.totp_enabled_at !== null,
          }),
        ),
        total,
        page: page.page,
        page_size: page.pageSize,
      };
    },
  },
  Mutation: {
    console_add_staff_member: async (_parent, input, context) => {
      const actor = await administrator(context);
      const member = parseInput(consoleAddStaffMemberInput, input);
      const added = await addStaffMember(context.database, member, actor);
      return { member: shaped(added.member), first_password: added.firstPassword };
    },
    console_reset_staff_member: async (_parent, input, context) => {
      const actor = await administrator(context);
      const { id } = parseInput(consoleStaffMemberIdInput, input);
      const reset = await resetStaffMember(context.database, knownId(id), actor);
      return { member: shaped(reset.member), first_password: reset.firstPassword };
    },
    console_deactivate_staff_member: async (_parent, input, context) => {
      const actor = await administrator(context);
      const { id } = parseInput(consoleStaffMemberIdInput, input);
      return shaped(await deactivateStaffMemberById(context.database, knownId(id), actor));
    },
  },
};
