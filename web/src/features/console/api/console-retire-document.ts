import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleRetireDocumentDocument,
  type ConsoleRetireDocumentMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleDocumentsKey } from './console-documents';
import { consoleRequest } from './console-request';

export function useRetireDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleRetireDocumentMutationVariables) =>
      consoleRequest(ConsoleRetireDocumentDocument, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleDocumentsKey }),
  });
}
