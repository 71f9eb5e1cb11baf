import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  CreateApiTokenDocument,
  type CreateApiTokenMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { apiTokensQueryKey } from './get-api-tokens';

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CreateApiTokenMutationVariables) =>
      request(CreateApiTokenDocument, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
