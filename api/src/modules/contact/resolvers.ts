import { staffNoticeDependencies } from '../../platform/service-dependencies.js';
import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { parseInput } from '../../shared/validation.js';
import { sendContactMessageInput } from './inputs.js';
import { sendContactMessage } from './service.js';

export const contactResolvers: Resolvers = {
  Mutation: {
    send_contact_message: async (_parent, input, context) => {
      const viewer = await requireViewer(context);
      const sent = await sendContactMessage(
        { ...staffNoticeDependencies(context), loaders: context.loaders },
        viewer,
        parseInput(sendContactMessageInput, input),
      );
      return { recipient_name: sent.recipientName };
    },
  },
};
