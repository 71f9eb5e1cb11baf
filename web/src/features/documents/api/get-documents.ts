import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { GetDocumentsDocument } from '../../../shared/graphql/generated/graphql';

const documentsQueryKey = ['documents', 'list'] as const;

export function useDocuments() {
  return useQuery({
    queryKey: documentsQueryKey,
    queryFn: () => request(GetDocumentsDocument),
  });
}
