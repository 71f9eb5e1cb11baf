import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetApiTokensDocument } from '../../../shared/graphql/generated/graphql';

export const apiTokensQueryKey = ['api-tokens', 'list'] as const;

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensQueryKey, queryFn: () => request(GetApiTokensDocument) });
}
