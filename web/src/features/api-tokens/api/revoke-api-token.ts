import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { RevokeApiTokenDocument } from '../../../shared/graphql/generated/graphql';
import { apiTokensQueryKey } from './get-api-tokens';

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(RevokeApiTokenDocument, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
