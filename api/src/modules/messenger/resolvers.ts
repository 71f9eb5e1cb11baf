import type { Resolvers } from '../../platform/graphql-types.generated.js';

export const messengerResolvers: Resolvers = {
  Startup: {
    messenger: (_startup, _arguments, context) => {
      const settings = context.services.config.messenger;
      return settings ? { page_id: settings.pageId, app_id: settings.appId ?? null } : null;
    },
  },
};
