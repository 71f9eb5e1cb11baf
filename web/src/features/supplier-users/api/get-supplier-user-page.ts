import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetSupplierUserPageDocument,
  type GetSupplierUserPageQueryVariables,
} from '../../../shared/graphql/generated/graphql';

/** The key of every page of the users; an invitation or deactivation refreshes them all. */
export const supplierUsersQueryKey = ['supplier-users', 'list'] as const;

/** A page of the users; the previous page stays on screen while the next one loads. */
export function useSupplierUserPage(variables: GetSupplierUserPageQueryVariables) {
  return useQuery({
    queryKey: [...supplierUsersQueryKey, variables],
    queryFn: () => request(GetSupplierUserPageDocument, variables),
    placeholderData: keepPreviousData,
  });
}
