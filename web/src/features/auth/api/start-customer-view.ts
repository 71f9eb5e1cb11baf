import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/graphql/client';
import { StartCustomerViewDocument } from '../../../shared/graphql/generated/graphql';

/** Exchanges a customer view's one-time code (from the console) for the view's token. */
export function useStartCustomerView() {
  return useMutation({
    mutationFn: (code: string) => request(StartCustomerViewDocument, { code }),
  });
}
