import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { EvidencePackJobsDocument } from '../../../shared/graphql/generated/graphql';

/** The jobs with units to prove, newest first, for the order form's choice of job. */
export function useEvidencePackJobs() {
  return useQuery({
    queryKey: ['evidence-packs', 'jobs'] as const,
    queryFn: () => request(EvidencePackJobsDocument),
  });
}
