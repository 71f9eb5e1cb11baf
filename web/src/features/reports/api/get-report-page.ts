import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetReportPageDocument,
  type GetReportPageQueryVariables,
  type ReportFieldsFragment,
} from '../../../shared/graphql/generated/graphql';

/** How often a list with reports in the making asks for their progress. */
export const progressPollMilliseconds = 1_500;

function isInProgress(report: Pick<ReportFieldsFragment, 'status'>): boolean {
  return report.status === 'QUEUED' || report.status === 'GENERATING';
}

/** Under ['reports'], so ordering or retrying a report refreshes the page. */
const reportPageQueryKey = ['reports', 'page'] as const;

/**
 * A page of the ordered reports, asked again while any report on it is queued or generating, so
 * status and progress move by themselves; the page, order and filter stay as they are. The
 * previous page stays on screen while the next one loads.
 */
export function useReportPage(variables: GetReportPageQueryVariables) {
  return useQuery({
    queryKey: [...reportPageQueryKey, variables],
    queryFn: () => request(GetReportPageDocument, variables),
    refetchInterval: (query) =>
      query.state.data?.get_report_page.reports.some(isInProgress)
        ? progressPollMilliseconds
        : false,
    placeholderData: keepPreviousData,
  });
}
