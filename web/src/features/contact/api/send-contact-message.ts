import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  SendContactMessageDocument,
  type SendContactMessageMutationVariables,
} from '../../../shared/graphql/generated/graphql';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (variables: SendContactMessageMutationVariables) =>
      request(SendContactMessageDocument, variables),
  });
}
