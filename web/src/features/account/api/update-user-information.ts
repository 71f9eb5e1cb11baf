import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  UpdateUserInformationDocument,
  type UpdateUserInformationMutationVariables,
} from '../../../shared/graphql/generated/graphql';

export function useUpdateUserInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateUserInformationMutationVariables) =>
      request(UpdateUserInformationDocument, variables),
    // Every query: the user menu and the language it follows (another feature) read the user too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
