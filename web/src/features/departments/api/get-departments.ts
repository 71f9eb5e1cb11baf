import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetDepartmentsDocument } from '../../../shared/graphql/generated/graphql';

const departmentsQueryKey = ['departments', 'list'] as const;

export function useDepartments() {
  return useQuery({
    queryKey: departmentsQueryKey,
    queryFn: () => request(GetDepartmentsDocument),
  });
}
