import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetNotificationEmailChoicesDocument,
  SetNotificationEmailChoicesDocument,
  type NotificationEmailChoiceInput,
} from '../../../shared/graphql/generated/graphql';

// Not under ['notifications']: a new notification or a read changes no choice, so refreshing
// the bell must not ask for the choices again.
const choicesQueryKey = ['notification-email-choices'] as const;

export function useNotificationEmailChoices() {
  return useQuery({
    queryKey: choicesQueryKey,
    queryFn: () => request(GetNotificationEmailChoicesDocument),
    select: (data) => data.get_notification_email_choices,
  });
}

export function useSetNotificationEmailChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: NotificationEmailChoiceInput[]) =>
      request(SetNotificationEmailChoicesDocument, { choices }),
    // The answer is the choices as stored: the query's data, without asking again.
    onSuccess: (data) =>
      queryClient.setQueryData(choicesQueryKey, {
        get_notification_email_choices: data.set_notification_email_choices,
      }),
  });
}
