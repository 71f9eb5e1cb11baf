import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleProviderIdentityDocument,
  ConsoleRemoveProviderIdentityImageDocument,
  ConsoleSaveProviderIdentityDocument,
  type ConsoleProviderIdentityInput,
  type ProviderIdentityImage,
} from '../../../shared/graphql/generated/graphql';
import { ConsoleFormError, postConsoleForm } from './console-form-post';
import { consoleRequest } from './console-request';

const identityKey = ['console', 'provider-identity'] as const;

export function useConsoleProviderIdentity() {
  return useQuery({
    queryKey: identityKey,
    queryFn: () => consoleRequest(ConsoleProviderIdentityDocument, {}),
    select: (answer) => answer.console_provider_identity,
  });
}

export function useSaveProviderIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identity: ConsoleProviderIdentityInput) =>
      consoleRequest(ConsoleSaveProviderIdentityDocument, { identity }),
    onSuccess: (answer) =>
      queryClient.setQueryData(identityKey, {
        console_provider_identity: answer.console_save_provider_identity,
      }),
  });
}

/**
 * Uploading the logo or the signature (the server answers the image; the identity is read again,
 * as its version and time changed) and removing one (the answer is the identity).
 */
export function useProviderIdentityImageChanges() {
  const queryClient = useQueryClient();
  return {
    upload: useMutation({
      mutationFn: async ({ image, file }: { image: ProviderIdentityImage; file: File }) => {
        const answer = (await postConsoleForm(
          'provider-identity-image',
          new URLSearchParams({ image }),
          file,
        )) as { image?: string };
        if (!answer.image) throw new ConsoleFormError('INTERNAL_SERVER_ERROR', null);
        return answer.image;
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKey }),
    }),
    remove: useMutation({
      mutationFn: (image: ProviderIdentityImage) =>
        consoleRequest(ConsoleRemoveProviderIdentityImageDocument, { image }),
      onSuccess: (answer) =>
        queryClient.setQueryData(identityKey, {
          console_provider_identity: answer.console_remove_provider_identity_image,
        }),
    }),
  };
}
