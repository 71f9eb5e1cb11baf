import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetReportsDocument,
  type ReportFieldsFragment,
} from '../../../shared/graphql/generated/graphql';

const reportsQueryKey = ['reports', 'list'] as const;

/** How often a list with reports in the making asks for their progress. */
export const progressPollMilliseconds = 1_500;

export function isInProgress(report: Pick<ReportFieldsFragment, 'status'>): boolean {
  return report.status === 'QUEUED' || report.status === 'GENERATING';
}

/** The reports, polled while any is queued or generating, so status moves without a reload. */
export function useReports() {
  return useQuery({
    queryKey: reportsQueryKey,
    queryFn: () => request(GetReportsDocument),
    refetchInterval: (query) =>
      query.state.data?.get_reports.some(isInProgress) ? progressPollMilliseconds : false,
  });
}
