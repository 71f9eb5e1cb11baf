import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetJobUnitsDocument,
  type GetJobUnitsQueryVariables,
} from '../../../shared/graphql/generated/graphql';

const jobUnitsQueryKey = ['jobs', 'units'] as const;

/** A page of a job's units; the previous page stays on screen while the next one loads. */
export function useJobUnits(variables: GetJobUnitsQueryVariables) {
  return useQuery({
    queryKey: [...jobUnitsQueryKey, variables],
    queryFn: () => request(GetJobUnitsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
