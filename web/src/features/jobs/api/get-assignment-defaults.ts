import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetAssignmentDefaultsDocument } from '../../../shared/graphql/generated/graphql';

const assignmentDefaultsQueryKey = ['jobs', 'assignment-defaults'] as const;

/** What the order form starts from: the user's and the supplier's details. */
export function useAssignmentDefaults() {
  return useQuery({
    queryKey: assignmentDefaultsQueryKey,
    queryFn: () => request(GetAssignmentDefaultsDocument),
  });
}
