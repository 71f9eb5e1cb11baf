import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetCertificatePageDocument,
  type GetCertificatePageQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { isInProgress, progressPollMilliseconds, useReports } from './get-reports';

/** The key of the certificates; the variables and whether one is being made follow it. */
const certificatePageQueryKey = ['reports', 'certificates'] as const;

/**
 * A page of the certificates issued; polled while a certificate is being made, so it appears by
 * itself. The previous page stays on screen while the next one loads.
 */
export function useCertificatePage(variables: GetCertificatePageQueryVariables) {
  const reports = useReports();
  const inProgress =
    reports.data?.get_reports.some(
      (report) => report.kind === 'CERTIFICATE_OF_DESTRUCTION' && isInProgress(report),
    ) ?? false;
  const certificates = useQuery({
    queryKey: [...certificatePageQueryKey, variables, inProgress],
    queryFn: () => request(GetCertificatePageDocument, variables),
    refetchInterval: inProgress ? progressPollMilliseconds : false,
    placeholderData: keepPreviousData,
  });
  return { certificates, inProgress };
}
