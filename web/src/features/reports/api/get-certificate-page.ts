import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetCertificatePageDocument,
  type GetCertificatePageQueryVariables,
} from '../../../shared/graphql/generated/graphql';
import { progressPollMilliseconds } from './get-report-page';

/** The key of the certificates; the variables follow it. */
const certificatePageQueryKey = ['reports', 'certificates'] as const;

/**
 * A page of the certificates issued, and whether one is being made (the page says so itself,
 * at a cost that does not grow with the reports); polled while one is, so it appears by itself.
 * The previous page stays on screen while the next one loads.
 */
export function useCertificatePage(variables: GetCertificatePageQueryVariables) {
  const certificates = useQuery({
    queryKey: [...certificatePageQueryKey, variables],
    queryFn: () => request(GetCertificatePageDocument, variables),
    refetchInterval: (query) =>
      query.state.data?.get_certificate_page.in_progress ? progressPollMilliseconds : false,
    placeholderData: keepPreviousData,
  });
  const inProgress = certificates.data?.get_certificate_page.in_progress ?? false;
  return { certificates, inProgress };
}
