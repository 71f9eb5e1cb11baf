import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleAddCo2FactorDocument,
  ConsoleCo2FactorsDocument,
  type ConsoleAddCo2FactorMutationVariables,
  type ConsoleCo2FactorsQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

const consoleFactorsKey = ['console', 'co2-factors'] as const;

export function useConsoleCo2Factors(variables: ConsoleCo2FactorsQueryVariables) {
  return useQuery({
    queryKey: [...consoleFactorsKey, variables],
    queryFn: () => consoleRequest(ConsoleCo2FactorsDocument, variables),
    placeholderData: keepPreviousData,
  });
}

export function useAddCo2Factor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleAddCo2FactorMutationVariables) =>
      consoleRequest(ConsoleAddCo2FactorDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleFactorsKey }),
  });
}
