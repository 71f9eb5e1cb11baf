import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ConsoleCustomerShipmentItemsDocument,
  ConsoleSetCustomerShipmentItemsDocument,
  type ConsoleSetCustomerShipmentItemsMutationVariables,
} from '../../../shared/graphql/generated/graphql';
import { consoleRequest } from './console-request';

const shipmentItemsKey = (customerId: string) =>
  ['console', 'customer-shipment-items', customerId] as const;

export function useCustomerShipmentItems(customerId: string) {
  return useQuery({
    queryKey: shipmentItemsKey(customerId),
    queryFn: () =>
      consoleRequest(ConsoleCustomerShipmentItemsDocument, { customer_id: customerId }),
    select: (answer) => answer.console_customer_shipment_items,
  });
}

export function useSetCustomerShipmentItems(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ConsoleSetCustomerShipmentItemsMutationVariables) =>
      consoleRequest(ConsoleSetCustomerShipmentItemsDocument, variables),
    onSuccess: (answer) =>
      queryClient.setQueryData(shipmentItemsKey(customerId), {
        console_customer_shipment_items: answer.console_set_customer_shipment_items,
      }),
  });
}
