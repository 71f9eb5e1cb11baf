import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleCreateProviderKeyDocument,
  ConsoleProviderKeysDocument,
  ConsoleRevokeProviderKeyDocument,
  type ConsoleProviderKeysQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

const providerKeysKey = ['console', 'provider-keys'] as const;

export function useConsoleProviderKeys(variables: ConsoleProviderKeysQueryVariables) {
  return useQuery({
    queryKey: [...providerKeysKey, variables],
    queryFn: () => consoleRequest(ConsoleProviderKeysDocument, variables),
    placeholderData: keepPreviousData,
  });
}

/** Creating and revoking a key; each refreshes the list. */
export function useProviderKeyChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: providerKeysKey });
  return {
    create: useMutation({
      mutationFn: (name: string) => consoleRequest(ConsoleCreateProviderKeyDocument, { name }),
      onSettled: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => consoleRequest(ConsoleRevokeProviderKeyDocument, { id }),
      onSettled: refresh,
    }),
  };
}
