import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetUserDocument } from '../../../shared/graphql/generated/graphql';

const userQueryKey = ['user', 'current'] as const;

/** The signed-in user. */
export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: () => request(GetUserDocument) });
}
