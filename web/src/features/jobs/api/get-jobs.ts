import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetJobsDocument,
  type GetJobsQueryVariables,
} from '../../../shared/graphql/generated/graphql';

/** The key of every page of the overview; the variables follow it. */
export const jobsQueryKey = ['jobs', 'list'] as const;

/** A page of the overview; the previous page stays on screen while the next one loads. */
export function useJobs(variables: GetJobsQueryVariables) {
  return useQuery({
    queryKey: [...jobsQueryKey, variables],
    queryFn: () => request(GetJobsDocument, variables),
    placeholderData: keepPreviousData,
  });
}
