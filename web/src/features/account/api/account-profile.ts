import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { AccountProfileDocument } from '../../../shared/graphql/generated/graphql';

const accountProfileQueryKey = ['account', 'profile'] as const;

export function useAccountProfile() {
  return useQuery({
    queryKey: accountProfileQueryKey,
    queryFn: () => request(AccountProfileDocument),
  });
}
