import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  OrderReportDocument,
  type OrderReportInput,
} from '../../../shared/graphql/generated/graphql';

export function useOrderReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderReportInput) => request(OrderReportDocument, { input }),
    // Every reports query (their keys all start with 'reports'): the new report may change them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
