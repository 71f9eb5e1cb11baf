import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
} from '../../../shared/graphql/generated/graphql';
import { notificationsQueryKey } from './get-notifications';

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      request(MarkNotificationReadDocument, { notification_id: notificationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(MarkAllNotificationsReadDocument),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
