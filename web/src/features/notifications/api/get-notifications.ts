import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetNotificationUnreadCountDocument,
  GetNotificationsDocument,
} from '../../../shared/graphql/generated/graphql';

/** The key of the list and the count; a new notification or a read refreshes both. */
export const notificationsQueryKey = ['notifications'] as const;

/** The panel's list: 20 at a time, older pages on demand. Loaded only while `enabled`. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...notificationsQueryKey, 'list'],
    queryFn: ({ pageParam }) => request(GetNotificationsDocument, { before: pageParam, limit: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.get_notifications.next_before,
    enabled,
  });
}

export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: [...notificationsQueryKey, 'unread'],
    queryFn: () => request(GetNotificationUnreadCountDocument),
    select: (data) => data.get_notification_unread_count,
  });
}
