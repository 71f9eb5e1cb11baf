import { requireViewer } from '../../graphql/context.js';
import type { Resolvers } from '../../graphql/resolvers.generated.js';
import { parseInput } from '../../shared/validation.js';
import { resendInvitation } from '../invitations/service.js';
import { inviteSupplierUserInput, userIdInput } from './inputs.js';
import { assertSupplierAdmin } from './policy.js';
import {
  deactivateSupplierUser,
  findSupplierUser,
  inviteSupplierUser,
  listSupplierUsers,
} from './service.js';

export const supplierUsersResolvers: Resolvers = {
  Query: {
    get_supplier_users: async (_parent, _arguments, context) => {
      const { supplierId } = assertSupplierAdmin(await requireViewer(context));
      return listSupplierUsers(context.database, supplierId);
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
      // NOT_FOUND for anyone outside the admin's supplier, before anything else.
      const user = await findSupplierUser(context.database, supplierId, user_id);
      const target = { country: context.country, publicUrl: context.services.config.publicUrl };
      await resendInvitation(context.database, target, {
        userId: user.id,
        invitedBy: viewer.userId,
      });
      return findSupplierUser(context.database, supplierId, user.id);
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
