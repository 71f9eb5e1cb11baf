import { z } from 'zod';
import { requireViewer } from '../../platform/graphql-context.js';
import type { Resolvers } from '../../platform/graphql-types.generated.js';
import { isUuid } from '../../shared/ids.js';
import { parseInput } from '../../shared/validation.js';
import { emailableKinds, type EmailableKind } from './notification-model.js';
import { notificationReaderOf } from './policy.js';
import {
  countUnread,
  emailChoices,
  markAllRead,
  markRead,
  pageNotifications,
  setEmailChoices,
} from './service.js';
import { notificationOutput } from './stream-route.js';

const pageInput = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before: not a position of a notification.')
    .nullish(),
  limit: z.number().int().min(1).max(50).nullish(),
});

const notificationIdInput = z.object({
  notification_id: z.string().refine(isUuid, 'notification_id: not an id.'),
});

const choicesInput = z.object({
  choices: z
    .array(
      z.object({
        kind: z
          .string()
          .transform((kind) => kind.toLowerCase())
          .pipe(z.enum(emailableKinds, 'kind: this kind is always mailed or never.')),
        email: z.boolean(),
      }),
    )
    .max(20),
});

const choiceOutput = (choice: { kind: string; email: boolean }) => ({
  kind: choice.kind.toUpperCase() as Uppercase<EmailableKind>,
  email: choice.email,
});

/** viewer -> reader (policy) -> input -> service, top to bottom. */
export const notificationsResolvers: Resolvers = {
  Query: {
    get_notifications: async (_parent, input, context) => {
      const reader = notificationReaderOf(await requireViewer(context));
      const { before, limit } = parseInput(pageInput, input);
      const page = await pageNotifications(context.database, reader, {
        before: before ?? null,
        limit: limit ?? 20,
      });
      return {
        notifications: page.notifications.map(notificationOutput),
        next_before: page.nextBefore,
        unread_count: await countUnread(context.database, reader),
      };
    },
    get_notification_unread_count: async (_parent, _input, context) =>
      countUnread(context.database, notificationReaderOf(await requireViewer(context))),
    get_notification_email_choices: async (_parent, _input, context) => {
      const reader = notificationReaderOf(await requireViewer(context));
      return (await emailChoices(context.database, reader)).map(choiceOutput);
    },
  },
  Mutation: {
    mark_notification_read: async (_parent, input, context) => {
      const reader = notificationReaderOf(await requireViewer(context));
      const { notification_id } = parseInput(notificationIdInput, input);
      return markRead(context.database, reader, notification_id);
    },
    mark_all_notifications_read: async (_parent, _input, context) =>
      markAllRead(context.database, notificationReaderOf(await requireViewer(context))),
    set_notification_email_choices: async (_parent, input, context) => {
      const reader = notificationReaderOf(await requireViewer(context));
      const { choices } = parseInput(choicesInput, input);
      return (await setEmailChoices(context.database, reader, choices)).map(choiceOutput);
    },
  },
};
