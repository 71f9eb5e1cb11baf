import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  CreateReportSubscriptionDocument,
  DeleteReportSubscriptionDocument,
  GetReportCertificatesDocument,
  GetReportOptionsDocument,
  GetReportsDocument,
  GetReportSubscriptionsDocument,
  OrderReportDocument,
  RetryReportDocument,
  type OrderReportInput,
  type ReportFieldsFragment,
  type ReportSubscriptionInput,
} from '../../../shared/graphql/generated/graphql';

const reportsKey = ['reports'] as const;
const certificatesKey = ['reports', 'certificates'] as const;
const subscriptionsKey = ['reports', 'subscriptions'] as const;

/** How often a list with reports in the making asks for their progress. */
export const progressPollMilliseconds = 1_500;

export function isInProgress(report: Pick<ReportFieldsFragment, 'status'>): boolean {
  return report.status === 'QUEUED' || report.status === 'GENERATING';
}

/** The reports, polled while any is queued or generating, so status moves without a reload. */
export function useReports() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: () => request(GetReportsDocument),
    refetchInterval: (query) =>
      query.state.data?.get_reports.some(isInProgress) ? progressPollMilliseconds : false,
  });
}

/** The certificates issued; polled while a certificate is being made, so it appears by itself. */
export function useReportCertificates() {
  const reports = useReports();
  const inProgress =
    reports.data?.get_reports.some(
      (report) => report.kind === 'CERTIFICATE_OF_DESTRUCTION' && isInProgress(report),
    ) ?? false;
  const certificates = useQuery({
    queryKey: [...certificatesKey, inProgress],
    queryFn: () => request(GetReportCertificatesDocument),
    refetchInterval: inProgress ? progressPollMilliseconds : false,
  });
  return { certificates, inProgress };
}

export function useReportOptions() {
  return useQuery({
    queryKey: ['reports', 'options'],
    queryFn: () => request(GetReportOptionsDocument),
    staleTime: 5 * 60_000,
  });
}

export function useReportSubscriptions() {
  return useQuery({
    queryKey: subscriptionsKey,
    queryFn: () => request(GetReportSubscriptionsDocument),
  });
}

export function useReportActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reportsKey });
  const order = useMutation({
    mutationFn: (input: OrderReportInput) => request(OrderReportDocument, { input }),
    onSuccess: refresh,
  });
  const retry = useMutation({
    mutationFn: (id: string) => request(RetryReportDocument, { id }),
    onSuccess: refresh,
  });
  const createSubscription = useMutation({
    mutationFn: (input: ReportSubscriptionInput) =>
      request(CreateReportSubscriptionDocument, { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKey }),
  });
  const deleteSubscription = useMutation({
    mutationFn: (id: string) => request(DeleteReportSubscriptionDocument, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKey }),
  });
  return { order, retry, createSubscription, deleteSubscription };
}
