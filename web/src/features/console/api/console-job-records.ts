import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleJobSealsDocument,
  ConsoleLinkJobUnitsDocument,
  ConsoleRecordJobSealsDocument,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

const sealsKey = (jobId: string) => ['console', 'job-seals', jobId] as const;

export function useJobSeals(jobId: string) {
  return useQuery({
    queryKey: sealsKey(jobId),
    queryFn: () => consoleRequest(ConsoleJobSealsDocument, { id: jobId }),
    select: (answer) => answer.console_job_seals,
  });
}

/** Recording seals and linking units for one job; recorded seals replace the list shown. */
export function useJobRecordChanges(jobId: string) {
  const queryClient = useQueryClient();
  return {
    seals: useMutation({
      mutationFn: (seals: string[]) =>
        consoleRequest(ConsoleRecordJobSealsDocument, { id: jobId, seals }),
      onSuccess: (answer) =>
        queryClient.setQueryData(sealsKey(jobId), {
          console_job_seals: answer.console_record_job_seals.seals,
        }),
    }),
    units: useMutation({
      mutationFn: (serialNumbers: string[]) =>
        consoleRequest(ConsoleLinkJobUnitsDocument, { id: jobId, serial_numbers: serialNumbers }),
    }),
  };
}
