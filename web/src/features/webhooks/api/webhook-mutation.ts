import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksQueryKey } from './get-webhook-endpoints';

/** Every change on the webhooks page refreshes the endpoints and the delivery log. */
export function useWebhookMutation<Variables, Result>(
  send: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
