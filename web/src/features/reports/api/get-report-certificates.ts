import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetReportCertificatesDocument } from '../../../shared/graphql/generated/graphql';
import { isInProgress, progressPollMilliseconds, useReports } from './get-reports';

/** The key of the certificates; whether one is being made follows it. */
const reportCertificatesQueryKey = ['reports', 'certificates'] as const;

/** The certificates issued; polled while a certificate is being made, so it appears by itself. */
export function useReportCertificates() {
  const reports = useReports();
  const inProgress =
    reports.data?.get_reports.some(
      (report) => report.kind === 'CERTIFICATE_OF_DESTRUCTION' && isInProgress(report),
    ) ?? false;
  const certificates = useQuery({
    queryKey: [...reportCertificatesQueryKey, inProgress],
    queryFn: () => request(GetReportCertificatesDocument),
    refetchInterval: inProgress ? progressPollMilliseconds : false,
  });
  return { certificates, inProgress };
}
