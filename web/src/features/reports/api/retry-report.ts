import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { RetryReportDocument } from '../../../shared/graphql/generated/graphql';

export function useRetryReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(RetryReportDocument, { id }),
    // Every reports query (their keys all start with 'reports'): the retried report may change them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
