import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import {
  inviteSupplierUserInput,
  supplierUserFilterInput,
  supplierUserListArguments,
  userIdInput,
} from './inputs.js';
import { assertSupplierAdmin } from '../users/policy.js';
import {
  deactivateSupplierUser,
  inviteSupplierUser,
  listSupplierUsers,
  reportAccessDefaultOf,
  resendSupplierUserInvitation,
  supplierUserTokensInUse,
} from './service.js';
import { pageSupplierUsers } from './supplier-user-list.js';
import { forReader } from '../../shared/lists/list-arguments.js';

export const supplierUsersResolvers: Resolvers = {
  Query: {
    get_supplier_invitation_defaults: async (_parent, _arguments, context) => {
      const { supplierId } = assertSupplierAdmin(await requireViewer(context));
      return { has_report_access: await reportAccessDefaultOf(context.database, supplierId) };
    },
    get_supplier_users: async (_parent, _arguments, context) => {
      const { supplierId } = assertSupplierAdmin(await requireViewer(context));
      return listSupplierUsers(context.database, supplierId);
    },
    get_supplier_user_page: async (_parent, { filter, ...list }, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertSupplierAdmin(viewer);
      const listArguments = forReader(
        parseInput(supplierUserListArguments, list),
        viewer.user.language,
      );
      const page = await pageSupplierUsers(
        context.database,
        supplierId,
        parseInput(supplierUserFilterInput, filter),
        listArguments,
      );
      return { ...page, page: listArguments.page, page_size: listArguments.pageSize };
    },
    get_supplier_user_tokens: async (_parent, input, context) => {
      const { supplierId } = assertSupplierAdmin(await requireViewer(context));
      const { user_id } = parseInput(userIdInput, input);
      return supplierUserTokensInUse(context.database, supplierId, user_id);
    },
  },
  Mutation: {
    invite_supplier_user: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertSupplierAdmin(viewer);
      const values = parseInput(inviteSupplierUserInput, input);
      const target = { country: context.country, publicUrl: context.services.config.publicUrl };
      return inviteSupplierUser(
        context.database,
        target,
        { supplierId, userId: viewer.userId },
        {
          email: values.email,
          firstName: values.first_name,
          lastName: values.last_name,
          language: values.language,
          hasReportAccess: values.has_report_access,
        },
      );
    },
    resend_invitation: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertSupplierAdmin(viewer);
      const { user_id } = parseInput(userIdInput, input);
      const target = { country: context.country, publicUrl: context.services.config.publicUrl };
      return resendSupplierUserInvitation(
        context.database,
        target,
        { supplierId, userId: viewer.userId },
        user_id,
      );
    },
    deactivate_supplier_user: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const { supplierId } = assertSupplierAdmin(viewer);
      const { user_id } = parseInput(userIdInput, input);
      return deactivateSupplierUser(context.database, {
        supplierId,
        userId: user_id,
        actingUserId: viewer.userId,
      });
    },
  },
};
