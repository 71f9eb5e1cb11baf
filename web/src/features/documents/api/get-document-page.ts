import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  GetDocumentPageDocument,
  type GetDocumentPageQueryVariables,
} from '../../../shared/graphql/generated/graphql';

const documentPageQueryKey = ['documents', 'page'] as const;

/** A page of the documents; the previous page stays on screen while the next one loads. */
export function useDocumentPage(variables: GetDocumentPageQueryVariables) {
  return useQuery({
    queryKey: [...documentPageQueryKey, variables],
    queryFn: () => request(GetDocumentPageDocument, variables),
    placeholderData: keepPreviousData,
  });
}
