import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  AnswerUnitHoldsDocument,
  type AnswerUnitHoldsMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { unitHoldsQueryKey } from './get-unit-holds';

/** Releases holds or asks for their units to be destroyed; the list is read again after. */
export function useAnswerUnitHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AnswerUnitHoldsMutationVariables) =>
      request(AnswerUnitHoldsDocument, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitHoldsQueryKey }),
  });
}
