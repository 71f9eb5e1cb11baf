import { expect } from 'vitest';
import type { TestServer } from './test-server.js';

/** Which kinds also come by e-mail to the caller; answers the kinds offered and each choice. */
export const setNotificationEmailChoicesMutation = /* GraphQL */ `
  mutation set_notification_email_choices($choices: [NotificationEmailChoiceInput!]!) {
    set_notification_email_choices(choices: $choices) {
      kind
      email
    }
  }
`;

export const notificationEmailChoicesQuery = /* GraphQL */ `
  query get_notification_email_choices {
    get_notification_email_choices {
      kind
      email
    }
  }
`;

const notificationSummariesQuery = /* GraphQL */ `
  query get_notifications {
    get_notifications {
      notifications {
        kind
        subject
        link
      }
      unread_count
    }
  }
`;

interface NotificationSummary {
  kind: string;
  subject: string;
  link: string;
}

export interface NotificationSummaries {
  notifications: NotificationSummary[];
  unread_count: number;
}

/**
 * The caller's notifications (first page, newest first): what each says and where it leads, and
 * how many are unread.
 */
export async function notificationsOf(
  server: TestServer,
  token: string,
): Promise<NotificationSummaries> {
  const answer = await server.graphql<{ get_notifications: NotificationSummaries }>({
    query: notificationSummariesQuery,
    token,
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.get_notifications;
}

/** Chooses e-mail for the given kinds (GraphQL enum names) as the caller. */
export async function chooseNotificationEmails(
  server: TestServer,
  token: string,
  kinds: string[],
): Promise<void> {
  const answer = await server.graphql({
    query: setNotificationEmailChoicesMutation,
    token,
    variables: { choices: kinds.map((kind) => ({ kind, email: true })) },
  });
  expect(answer.body.errors).toBeUndefined();
}
