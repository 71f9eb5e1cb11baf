import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { markSessionInUse } from '../auth/service.js';
import { viewerUser } from '../users/service.js';
import { canSwitchSupplier } from './service.js';

export const startupResolvers: Resolvers = {
  Query: {
    get_startup: async (_parent, _arguments, context) => {
      const viewer = await requireViewer(context);
      await markSessionInUse(context.database, viewer);
      return { viewer, sessionExpiresAt: viewer.sessionExpiresAt };
    },
  },
  Startup: {
    user: ({ viewer }) => viewerUser(viewer),
    permissions: async ({ viewer }, _arguments, context) => ({
      has_report_access: viewer.hasReportAccess,
      can_upload: viewer.canUpload,
      is_admin: viewer.isAdmin,
      can_switch_supplier: await canSwitchSupplier(context, viewer),
    }),
    shipment_items: ({ viewer }, _arguments, context) =>
      context.loaders.shipmentItemsBySupplierId.load(viewer.supplierId),
    webshop_url: (_startup, _arguments, context) => context.services.config.webshopUrl,
    session_expires_at: ({ sessionExpiresAt }) => sessionExpiresAt.toISOString(),
  },
};
