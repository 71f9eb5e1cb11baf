import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleCustomerLogoDocument,
  ConsoleRemoveCustomerLogoDocument,
} from '../../../shared/graphql/generated/graphql';
import { ConsoleFormError, postConsoleForm } from './console-form-post';
import { consoleRequest } from './console-request';

const logoKey = (customerId: string) => ['console', 'customer-logo', customerId] as const;

export function useCustomerLogo(customerId: string) {
  return useQuery({
    queryKey: logoKey(customerId),
    queryFn: () => consoleRequest(ConsoleCustomerLogoDocument, { customer_id: customerId }),
    select: (answer) => answer.console_customer_logo,
  });
}

/** Uploading a new logo and removing one; each answer replaces the logo shown. */
export function useCustomerLogoChanges(customerId: string) {
  const queryClient = useQueryClient();
  const show = (logo: string | null) =>
    queryClient.setQueryData(logoKey(customerId), { console_customer_logo: logo });
  return {
    upload: useMutation({
      mutationFn: async (file: File) => {
        const answer = (await postConsoleForm(
          'customer-logo',
          new URLSearchParams({ customer_id: customerId }),
          file,
        )) as { logo?: string };
        if (!answer.logo) throw new ConsoleFormError('INTERNAL_SERVER_ERROR', null);
        return answer.logo;
      },
      onSuccess: show,
    }),
    remove: useMutation({
      mutationFn: () =>
        consoleRequest(ConsoleRemoveCustomerLogoDocument, { customer_id: customerId }),
      onSuccess: () => show(null),
    }),
  };
}
