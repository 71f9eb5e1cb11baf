import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetCo2MethodVersionsDocument } from '../../../shared/graphql/generated/graphql';

const co2MethodVersionsQueryKey = ['sustainability', 'co2-method-versions'] as const;

/** The published method versions, newest first, with their texts in `language`. */
export function useCo2MethodVersions(language: string) {
  return useQuery({
    queryKey: [...co2MethodVersionsQueryKey, { language }],
    queryFn: () => request(GetCo2MethodVersionsDocument, { language }),
  });
}
