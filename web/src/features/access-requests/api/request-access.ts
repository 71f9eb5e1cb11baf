import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  RequestAccessDocument,
  type RequestAccessMutationVariables,
} from '../../../shared/graphql/generated/graphql';

/** Sends a request for access to the provider's staff. */
export function useRequestAccess() {
  return useMutation({
    mutationFn: (variables: RequestAccessMutationVariables) =>
      request(RequestAccessDocument, variables),
  });
}
