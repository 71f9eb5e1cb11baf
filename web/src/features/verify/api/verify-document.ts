import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { VerifyDocumentDocument } from '../../../shared/graphql/generated/graphql';

/** Asks the registry of issued documents about one exact SHA-256 (an action, hence a mutation hook). */
export function useVerifyDocument() {
  return useMutation({
    mutationFn: (sha256: string) => request(VerifyDocumentDocument, { sha256 }),
  });
}
