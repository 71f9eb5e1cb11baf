import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetAttentionItemsDocument } from '../../../shared/graphql/generated/graphql';

const attentionItemsQueryKey = ['attention', 'items'] as const;

/**
 * What needs the reader now. Always fresh on arrival: an item resolved on another page (a
 * download, a revoked token) must be gone when the reader comes back to the dashboard.
 */
export function useAttentionItems() {
  return useQuery({
    queryKey: attentionItemsQueryKey,
    queryFn: () => request(GetAttentionItemsDocument),
    staleTime: 0,
  });
}
