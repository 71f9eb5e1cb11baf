import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleAddCo2EquivalentDocument,
  ConsoleCo2EquivalentsDocument,
  type ConsoleAddCo2EquivalentMutationVariables,
  type ConsoleCo2EquivalentsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

const consoleEquivalentsKey = ['console', 'co2-equivalents'] as const;

export function useConsoleCo2Equivalents(variables: ConsoleCo2EquivalentsQueryVariables) {
  return useQuery({
    queryKey: [...consoleEquivalentsKey, variables],
    queryFn: () => consoleRequest(ConsoleCo2EquivalentsDocument, variables),
    placeholderData: keepPreviousData,
  });
}

export function useAddCo2Equivalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleAddCo2EquivalentMutationVariables) =>
      consoleRequest(ConsoleAddCo2EquivalentDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleEquivalentsKey }),
  });
}
