import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  OrderEvidencePackDocument,
  type OrderEvidencePackInput,
} from '../../../shared/graphql/generated/graphql';

export function useOrderEvidencePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderEvidencePackInput) => request(OrderEvidencePackDocument, { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evidence-packs'] }),
  });
}
