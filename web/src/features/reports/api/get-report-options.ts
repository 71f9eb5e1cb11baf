import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetReportOptionsDocument } from '../../../shared/graphql/generated/graphql';

const reportOptionsQueryKey = ['reports', 'options'] as const;

export function useReportOptions() {
  return useQuery({
    queryKey: reportOptionsQueryKey,
    queryFn: () => request(GetReportOptionsDocument),
    staleTime: 5 * 60_000,
  });
}
