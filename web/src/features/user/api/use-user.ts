import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetUserDocument } from '../../../shared/graphql/generated/graphql';

export function useUser() {
  return useQuery({ queryKey: ['user'], queryFn: () => request(GetUserDocument) });
}
