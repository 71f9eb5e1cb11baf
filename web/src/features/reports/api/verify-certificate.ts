import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import {
  VerifyCertificateDocument,
  type VerifyCertificateQueryVariables,
} from '../../../shared/graphql/generated/graphql';

/**
 * Checks a certificate when the visitor asks to: a query by GraphQL's measure, but an action
 * on the page (nothing to cache or refetch), hence a mutation hook.
 */
export function useVerifyCertificate() {
  return useMutation({
    mutationFn: (variables: VerifyCertificateQueryVariables) =>
      request(VerifyCertificateDocument, variables),
  });
}
