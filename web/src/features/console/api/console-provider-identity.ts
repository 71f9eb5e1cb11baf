import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleProviderIdentityDocument,
  ConsoleSaveProviderIdentityDocument,
  type ConsoleProviderIdentityInput,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

const identityKey = ['console', 'provider-identity'] as const;

export function useConsoleProviderIdentity() {
  return useQuery({
    queryKey: identityKey,
    queryFn: () => consoleRequest(ConsoleProviderIdentityDocument, {}),
    select: (answer) => answer.console_provider_identity,
  });
}

export function useSaveProviderIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identity: ConsoleProviderIdentityInput) =>
      consoleRequest(ConsoleSaveProviderIdentityDocument, { identity }),
    onSuccess: (answer) =>
      queryClient.setQueryData(identityKey, {
        console_provider_identity: answer.console_save_provider_identity,
      }),
  });
}
